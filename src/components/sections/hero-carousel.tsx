import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
} from 'react';
import { DATA_ALT, DATA_CAROUSEL, DATA_GO, DATA_REPLAY } from '@/boot/dom-hooks';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeroBackdrop } from '@/components/sections/hero-backdrop';
import type { HeroCanvasHandle } from '@/components/sections/hero-canvas';
import { HERO_INTERVAL_MS, HERO_MIN_HEIGHT, TRANSITION_MS } from '@/config/constants';
import { heroCopy, slides } from '@/content/home';
import type { Slide } from '@/content/types';
import { track } from '@/features/analytics/recorder';
import { afterLoad } from '@/lib/after-load';
import { useHydrated } from '@/lib/use-hydrated';

const REDUCED = '(prefers-reduced-motion: reduce)';
const subscribeReduced = (cb: () => void) => {
  const mq = window.matchMedia(REDUCED);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
/** false on the server and during hydration, then the real preference (no mismatch). */
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );

/** The slide title with its highlighted phrase in accent colour. */
function Title({ slide, as: Tag }: { slide: Slide; as: 'h1' | 'p' }) {
  const at = slide.title.indexOf(slide.highlight);
  const cls = 'text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl';
  if (at < 0 || !slide.highlight) {
    return <Tag className={cls}>{slide.title}</Tag>;
  }
  return (
    <Tag className={cls}>
      {slide.title.slice(0, at)}
      <span className="text-accent-300">{slide.highlight}</span>
      {slide.title.slice(at + slide.highlight.length)}
    </Tag>
  );
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-brand-950/40 text-white ' +
  'transition-colors hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The home page's hero: five slides that rotate every HERO_INTERVAL_MS. Rotation pauses while the
 * pointer or focus is inside, can be paused with a button (the backdrop with it), and never starts
 * under reduced motion.
 * The server HTML shows slide 1 with its h1; the canvas backdrop starts after hydration. Before
 * the app, the page's script shows the chosen slide at once (boot/pre-app-controls.ts: the arrows
 * and pause are named by `data-go`, the dots by their place); every control carries `data-replay`,
 * so the app replays those taps and arrives at the same state. What marks the current slide is
 * only `inert`/`aria-hidden` and the dot's `aria-current` (CSS draws the rest).
 */
export function HeroCarousel() {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** null until the user chooses; the default is "playing" unless reduced motion is asked for. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Bumped on manual navigation so the next automatic advance waits a full interval. */
  const [restart, setRestart] = useState(0);
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  const paused = userPaused ?? reduced;
  const rotating = !paused && !hovered && !focused;

  const sectionRef = useRef<HTMLElement>(null);
  const slidesRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<HeroCanvasHandle | null>(null);
  const current = slides[index] ?? slides[0]!;
  /** The current slide's animation and whether it is paused, for the canvas when it starts later. */
  const animationRef = useRef(current.animation);
  const pausedRef = useRef(paused);

  // The pointer or focus may already be inside (a dot tapped before the app loaded): React saw no
  // mouseenter or focus event for it, so it reads where they are once it has hydrated, before
  // rotation starts. Otherwise the slide the visitor chose would rotate away under their finger.
  useLayoutEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    if (section.matches(':hover')) setHovered(true);
    if (section.contains(document.activeElement)) setFocused(true);
  }, []);

  // Automatic rotation: an interval (not animation frames) so it follows timers and fake clocks.
  useEffect(() => {
    if (!rotating || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [rotating, restart, count]);

  // The canvas backdrop: loaded and started when the browser is idle, never under reduced motion.
  useEffect(() => {
    if (reduced) return;
    let cancelled = false;
    const cancelIdle = afterLoad(() => {
      import('@/components/sections/hero-canvas').then(
        ({ createHeroCanvas }) => {
          const host = canvasHostRef.current;
          if (cancelled || !host) return;
          engineRef.current = createHeroCanvas(host);
          engineRef.current.setScene(animationRef.current);
          engineRef.current.setPaused(pausedRef.current);
        },
        // Offline before it loaded: the static backdrop stays, which is all the canvas decorates.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [reduced]);

  useEffect(() => {
    animationRef.current = current.animation;
    engineRef.current?.setScene(current.animation);
  }, [current.animation]);

  useEffect(() => {
    pausedRef.current = paused;
    engineRef.current?.setPaused(paused);
  }, [paused]);

  // The incoming slide's text fades in (TRANSITION_MS.text); not on first paint, not under reduced motion.
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    if (reduced) return;
    const el = slidesRef.current?.children[index] as HTMLElement | undefined;
    el?.animate?.(
      [
        { opacity: 0, transform: 'translateY(0.75rem)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: TRANSITION_MS.text, easing: 'ease-out' },
    );
  }, [index, reduced]);

  // From the current state, not this render's: taps replayed after hydration come in one batch.
  const goTo = useCallback(
    (to: (current: number) => number) => {
      setIndex((i) => ((to(i) % count) + count) % count);
      setRestart((r) => r + 1);
    },
    [count],
  );

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={sectionRef}
      {...{ [DATA_CAROUSEL]: '' }}
      aria-roledescription="carousel"
      aria-label={heroCopy.regionLabel}
      className="relative isolate flex flex-col overflow-hidden bg-brand-950 text-white"
      style={{ minHeight: HERO_MIN_HEIGHT }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Decorative layers: cross-faded backdrops, the canvas, and a scrim that keeps text contrast.
          A compositing layer of their own (will-change), so a slide change re-rasters only the text, not
          the gradients and pattern under it: in software raster, up to half of a tap's time to its frame. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 will-change-transform">
        {/* Decoration only: the first slide's backdrop is in the HTML, the others join once the app
            runs (only it rotates the slides), which keeps the page within the first TCP window. */}
        {slides.map((s, i) =>
          i > 0 && !hydrated ? null : (
            <HeroBackdrop
              key={s.id}
              name={s.backgroundImage}
              className="transition-opacity ease-in-out"
              style={{ opacity: i === index ? 1 : 0, transitionDuration: `${TRANSITION_MS.background}ms` }}
            />
          ),
        )}
        {/* The animated canvas is added here after load (hero-canvas.ts). */}
        <div ref={canvasHostRef} className="absolute inset-0" />
        <div className="absolute inset-0 bg-gradient-to-r from-brand-950/85 via-brand-950/55 to-brand-950/10" />
      </div>

      <Container className="flex flex-1 flex-col py-14 sm:py-20">
        <div ref={slidesRef} className="grid" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((s, i) => {
            const active = i === index;
            return (
              <div
                key={s.id}
                role="group"
                aria-roledescription="slide"
                aria-label={heroCopy.slideLabel(i + 1, count)}
                aria-hidden={active ? undefined : true}
                inert={!active}
                className="col-start-1 row-start-1 max-w-3xl inert:invisible"
              >
                <Title slide={s} as={active ? 'h1' : 'p'} />
                <p className="mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">{s.description}</p>
                <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-4">
                  <ButtonLink
                    href={s.primaryCta.href}
                    variant="light"
                    size="lg"
                    onClick={() => track('cta_get_started_clicked', { slide_id: s.id, slide_title: s.title })}
                  >
                    {s.primaryCta.text}
                  </ButtonLink>
                  <ButtonLink href={s.secondaryCta.href} variant="ghost-light" size="lg">
                    {s.secondaryCta.text}
                    {/* Names the target for screen readers and link-text audits; the visible text stays the spec's. */}
                    <span className="sr-only">: {s.title}</span>
                  </ButtonLink>
                </div>
              </div>
            );
          })}
        </div>

        <div className="mt-10 flex flex-wrap items-center gap-3">
          <button
            type="button"
            {...{ [DATA_REPLAY]: '', [DATA_GO]: 'pause' }}
            className={controlClass}
            aria-label={paused ? heroCopy.play : heroCopy.pause}
            {...{ [DATA_ALT]: paused ? heroCopy.pause : heroCopy.play }}
            onClick={() => setUserPaused((p) => !(p ?? reduced))}
          >
            <Icon name={paused ? 'play' : 'pause'} className="size-5" />
          </button>
          <button
            type="button"
            {...{ [DATA_REPLAY]: '', [DATA_GO]: 'prev' }}
            className={controlClass}
            aria-label={heroCopy.previous}
            onClick={() => goTo((i) => i - 1)}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <ul role="list" className="flex items-center gap-1">
            {slides.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  {...{ [DATA_REPLAY]: '' }}
                  aria-label={heroCopy.goTo(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(() => i)}
                  className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-white"
                >
                  <span
                    aria-hidden="true"
                    className="block h-2.5 w-2.5 rounded-full bg-white/60 transition-all group-hover:bg-white/90"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            {...{ [DATA_REPLAY]: '', [DATA_GO]: 'next' }}
            className={controlClass}
            aria-label={heroCopy.next}
            onClick={() => goTo((i) => i + 1)}
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      </Container>
    </section>
  );
}
