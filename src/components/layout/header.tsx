import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { Icon } from '@/components/ui/icon';
import { OutboxIndicator } from '@/components/layout/outbox-indicator';
import { a11yLabels, headerCta, headerLinks } from '@/content/navigation';
import { track } from '@/lib/analytics';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700'
  }`;

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // Close the menu whenever the route changes (a link was chosen).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const close = () => setOpen(false);
  const onCta = () => {
    close();
    track('cta_get_started_clicked', { location: 'header' });
  };

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          aria-label={a11yLabels.home}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <nav aria-label={a11yLabels.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((l) => (
              <li key={l.href}>
                <NavLink to={l.href} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <OutboxIndicator />
          <ButtonLink href="#contact" onClick={onCta} className="hidden sm:inline-flex">
            {headerCta.text}
          </ButtonLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
            aria-label={a11yLabels.menuToggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'x' : 'menu'} />
          </button>
        </div>
      </Container>
      <nav
        id={menuId}
        aria-label={a11yLabels.mainNav}
        hidden={!open}
        className="border-t border-slate-200 bg-white lg:hidden"
      >
        <Container className="py-3">
          <ul className="flex flex-col">
            {headerLinks.map((l) => (
              <li key={l.href}>
                <NavLink to={l.href} onClick={close} className={(s) => `${linkClass(s)} block py-3 text-base`}>
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
        </Container>
      </nav>
    </header>
  );
}
