import type { ReactNode } from 'react';

/** A message that needs attention now: read out as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  );
}
