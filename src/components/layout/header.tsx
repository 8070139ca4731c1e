import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { Icon } from '@/components/ui/icon';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { OutboxIndicator } from '@/components/layout/outbox-indicator';
import { a11yLabels, headerCta, headerLinks } from '@/content/navigation';
import { track } from '@/features/analytics/recorder';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 font-medium transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700'
  }`;

/**
 * The site header, sticky, so nothing it shows (the offline banner included) ever covers the page.
 * On small screens the links sit in a popover opened by "Toggle menu": it works as plain HTML
 * before the app loads and without JavaScript, Escape and a tap outside close it (focus returns to
 * the button), and the app closes it when a link is chosen.
 */
export function Header() {
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Whether the menu is open is the popover's own state, which the browser keeps from before the
  // app loaded: hydration renders the server's answer (no attribute: the browser states it), then
  // the app reads the popover and mirrors it, so a menu opened at first paint stays open.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const nav = document.getElementById(menuId);
      nav?.addEventListener('toggle', onChange);
      return () => nav?.removeEventListener('toggle', onChange);
    },
    [menuId],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => document.getElementById(menuId)?.matches(':popover-open'),
    () => undefined,
  );

  // A link was chosen: the next page shows with the menu closed. Only on a change of page, not
  // when the app mounts over a page whose menu the visitor has just opened.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  }, [pathname]);

  const close = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };
  const onCta = () => {
    close();
    track('cta_get_started_clicked', { location: 'header' });
  };

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* A grid of fixed columns, each item placed: the browser paints the header before it has
          all of it (between network chunks, when its parser yields), and nothing it has painted may
          move when the rest arrives. Links start after the logo; the toggle's column is there
          before the toggle. */}
      <Container className="grid h-16 grid-cols-[minmax(0,1fr)_auto_auto_2.75rem] items-center gap-2 sm:gap-4 lg:grid-cols-[auto_minmax(0,1fr)_auto_auto]">
        <Link
          to="/"
          aria-label={a11yLabels.home}
          className="col-start-1 row-start-1 min-w-0 justify-self-start rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo short />
        </Link>
        {/* One list of links: a popover on small screens, an ordinary row from lg up. */}
        <nav
          ref={menuRef}
          id={menuId}
          popover="auto"
          aria-label={a11yLabels.mainNav}
          className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-y border-slate-200 bg-white p-0 text-slate-800 shadow-lg lg:static lg:col-start-2 lg:row-start-1 lg:block lg:w-auto lg:border-0 lg:bg-transparent lg:shadow-none"
        >
          <ul className="flex flex-col px-4 py-3 lg:flex-row lg:items-center lg:gap-1 lg:p-0">
            {headerLinks.map((l) => (
              <li key={l.href}>
                <NavLink
                  to={l.href}
                  onClick={close}
                  className={(s) =>
                    `${linkClass(s)} block py-3 text-base lg:inline-block lg:py-2 lg:text-sm lg:whitespace-nowrap`
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2 sm:hidden">
              <ButtonLink href="#contact" onClick={onCta} className="w-full">
                {headerCta.text}
              </ButtonLink>
            </li>
          </ul>
        </nav>
        <OutboxIndicator className="col-start-2 row-start-1 lg:col-start-3" />
        <ButtonLink
          href="#contact"
          onClick={onCta}
          className="col-start-3 row-start-1 whitespace-nowrap lg:col-start-4"
        >
          {headerCta.text}
        </ButtonLink>
        <button
          type="button"
          popoverTarget={menuId}
          className="col-start-4 row-start-1 inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
          aria-label={a11yLabels.menuToggle}
          // The browser states expanded/collapsed itself before the app loads; then the app mirrors it.
          aria-expanded={open}
        >
          <Icon name="menu" className="size-6" />
        </button>
      </Container>
      <OfflineBanner />
    </header>
  );
}
