import { Activity, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { RenderedAhead } from '@/components/ui/on-demand';

/** How many pages stay rendered ahead: a pointer crossing the header would otherwise keep them all. */
const KEPT = 2;
const rehearsals = new Map<string, Root>();

/** Unmounts one root a task, so dropping several is never one long task. */
function dropEach(roots: Root[]): void {
  const root = roots.shift();
  if (!root) return;
  root.unmount();
  if (roots.length) setTimeout(() => dropEach(roots));
}

/**
 * Renders the page at `pathname` once, hidden and off the document, at idle priority: its code is
 * compiled, the parts it loads on demand (its forms) have loaded, and its render paths are warm
 * when the visitor's tap renders it for real (at 4× CPU the first render of a page cost 1.5-3× a
 * warm one). A hidden Activity runs no effects, so the rehearsal changes nothing on the page.
 */
export function rehearsePage(pathname: string): void {
  if (rehearsals.has(pathname)) return;
  const root = createRoot(document.createElement('div'));
  rehearsals.set(pathname, root);
  startTransition(() =>
    root.render(
      <RenderedAhead value>
        <MemoryRouter initialEntries={[pathname]}>
          <Activity mode="hidden">
            <AppRoutes />
          </Activity>
        </MemoryRouter>
      </RenderedAhead>,
    ),
  );
  dropRehearsals(KEPT);
}

/** Drops all but the `keep` newest rehearsals (their detached DOM), a task later. */
export function dropRehearsals(keep = 0): void {
  const dropped: Root[] = [];
  for (const [path, root] of [...rehearsals].slice(0, Math.max(0, rehearsals.size - keep))) {
    rehearsals.delete(path);
    dropped.push(root);
  }
  if (dropped.length) setTimeout(() => dropEach(dropped));
}
