import { Children, Suspense, type ReactNode } from 'react';

/**
 * Each child is a part of the page React hydrates on its own (a Suspense boundary of its own). A
 * visitor's input inside a part not yet live makes React hydrate that part at once, in the input's
 * own task; without a boundary, that is the whole page: 300-700 ms for the home page on the slow
 * phone (4× CPU), when a keystroke in the ROI form came while the app was starting.
 */
export function HydrateEachApart({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <Suspense>{child}</Suspense>);
}
