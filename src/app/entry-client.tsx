import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { pageFor } from '@/app/routes';
import { captureInstallPrompt } from '@/lib/app-status';
import '@/styles/index.css';

captureInstallPrompt();

async function start() {
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
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
