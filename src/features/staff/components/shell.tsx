// Every staff page: the skip link, the header (the inbox, the statistics, calls, the Staff page
// for admins, sign-out)
// and the main landmark. Compact on a phone: one row, so the leads come first.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staffCopy as t } from '@/content/staff';
import type { Account } from '@/features/staff/contract';

// (Narrower on a phone, so the links fit one row at 390 px; a narrower screen wraps them.)
const headerLink = 'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold hover:bg-white/10 sm:px-3';

export function Shell({
  account,
  onSignOut,
  children,
}: {
  account?: Account;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skip}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-4 py-1.5 sm:py-3">
          <Link to="/" className={`${headerLink} -ml-2 text-lg sm:-ml-3`}>
            {t.appName}
          </Link>
          {account && (
            <nav aria-label={t.inbox.navigation} className="flex flex-wrap items-center gap-1 sm:gap-3">
              <Link to="/analytics" className={`${headerLink} underline`}>
                {t.analytics.nav}
              </Link>
              <Link to="/calls" className={`${headerLink} underline`}>
                {t.calls.nav}
              </Link>
              {account.isAdmin && (
                <Link to="/team" className={`${headerLink} underline`}>
                  {t.team.nav}
                </Link>
              )}
              <span className="hidden text-sm sm:inline">{t.inbox.signedInAs(account.email)}</span>
              <button type="button" onClick={onSignOut} className={`${headerLink} border border-white/60`}>
                {t.inbox.signOut}
                <span className="sr-only sm:hidden"> {t.inbox.signedInAsShort(account.email)}</span>
              </button>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
        {children}
      </main>
    </>
  );
}
