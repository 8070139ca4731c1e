import { Activity, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';

const rehearsals = new Map<string, Root>();

/**
 * Renders the page at `pathname` once, hidden and off the document, at idle priority: its code is
 * compiled and its render paths are warm when the visitor's tap renders it for real (at 4× CPU the
 * first render of a page cost 1.5-3× a warm one). A hidden Activity runs no effects, so the
 * rehearsal changes nothing on the page; it is dropped once the page has been shown.
 */
export function rehearsePage(pathname: string): void {
  if (rehearsals.has(pathname)) return;
  const root = createRoot(document.createElement('div'));
  rehearsals.set(pathname, root);
  startTransition(() =>
    root.render(
      <MemoryRouter initialEntries={[pathname]}>
        <Activity mode="hidden">
          <AppRoutes />
        </Activity>
      </MemoryRouter>,
    ),
  );
}

/** Drops the rehearsals (their detached DOM) once a page change has shown the real page. */
export function dropRehearsals(): void {
  for (const root of rehearsals.values()) root.unmount();
  rehearsals.clear();
}
