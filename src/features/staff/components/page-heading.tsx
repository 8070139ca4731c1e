import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's heading takes focus on each route change, so a screen reader hears where it is. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => ref.current?.focus(), [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h1>
  );
}
