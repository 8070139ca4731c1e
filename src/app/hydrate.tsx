import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { pageFor } from '@/app/routes';

/** Hydrates the prerendered page (or renders, when the root is empty). Loaded by entry-client. */
export async function hydrate(): Promise<void> {
  // Load the current page's chunk first so hydration renders exactly the prerendered HTML.
  await pageFor(location.pathname).preload();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // A transition lets React hydrate in short slices, so a long page never blocks input for long.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
