import { Container } from '@/components/ui/container';
import { SmartLink } from '@/components/ui/smart-link';
import { Logo } from '@/components/layout/logo';
import { Icon } from '@/components/ui/icon';
import { InstallButton } from '@/components/layout/install-button';
import { a11yLabels, footer } from '@/content/navigation';
import { formatAddress, site } from '@/config/site';

const linkClass =
  'rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

export function Footer() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6">{footer.tagline}</p>
          <p className="mt-4">
            <a
              href={footer.social.href}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="linkedin" className="size-5" />
              <span className="sr-only">{footer.social.label} (opens in a new tab)</span>
            </a>
          </p>
        </div>
        <nav aria-label={a11yLabels.footerNav} className="grid gap-10 sm:grid-cols-2 lg:col-span-2">
          {footer.columns.map((col) => (
            <div key={col.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{col.title}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {col.links.map((l) => (
                  <li key={l.label}>
                    <SmartLink href={l.href} className={linkClass}>
                      {l.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footer.contactTitle}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
              <span>{formatAddress(site.headquarters)}</span>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.emails.general}`} className={linkClass}>
                {site.emails.general}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${site.phone.e164}`} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
          </ul>
          <div className="mt-6">
            <InstallButton />
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.legalName}. {footer.copyright}
          </p>
          <p className="offline-label items-center gap-1.5 text-emerald-300">
            <Icon name="check-circle" className="size-4 shrink-0" />
            {footer.offline}
          </p>
          <ul className="flex gap-6">
            {footer.legalLinks.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href} className={linkClass}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
