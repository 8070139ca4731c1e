// The staff inbox's entry (its own build: vite.staff.config.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/staff-app';
import { staffRegistration } from './lib/staff-worker';
import './staff.css';

// Its own worker (scope /staff/): what makes the inbox installable as its own app and receive pushes.
if ('serviceWorker' in navigator) void staffRegistration().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
