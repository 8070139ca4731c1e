import { Suspense, use, type ComponentType } from 'react';

/** Resolves when the element nears the viewport or the visitor focuses or touches it. */
function whenNeeded(id: string): Promise<void> {
  return new Promise((resolve) => {
    const attach = () => {
      const el = document.getElementById(id);
      if (!el) {
        requestAnimationFrame(attach);
        return;
      }
      const done = () => {
        io.disconnect();
        el.removeEventListener('focusin', done);
        el.removeEventListener('pointerdown', done);
        resolve();
      };
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: '600px 0px',
      });
      io.observe(el);
      el.addEventListener('focusin', done);
      el.addEventListener('pointerdown', done);
    };
    attach();
  });
}

/**
 * A component whose code loads only when needed. The prerender renders it in full; in the
 * browser its server HTML stays in place (and works as plain HTML) until the code arrives and
 * React hydrates it. This keeps below-the-fold libraries out of the first load.
 */
export function onDemand<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  placeholderClass = '',
) {
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => (loading ??= typeof window === 'undefined' ? load() : whenNeeded(id).then(load));

  function Loaded(props: P) {
    const Component = use(get());
    return <Component {...props} />;
  }

  return function OnDemand(props: P) {
    return (
      <div id={id}>
        <Suspense fallback={<div className={placeholderClass} />}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  };
}
