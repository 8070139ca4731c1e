// The staff inbox's entry (its own build: vite.staff.config.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './staff-app';
import './staff.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
