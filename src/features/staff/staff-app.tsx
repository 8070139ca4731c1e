// The staff inbox at /staff: sign in with a passkey (or enrol one from an e-mailed link), then
// the leads, one lead, and work on it. Its own app and build (vite.staff.config.ts): nothing here
// reaches the public site's pages or its offline copy.
import { startAuthentication, startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { formKindNames } from '@/config/form-kinds';
import { staffCopy as t, type LeadStatusName } from '@/content/staff';
import {
  attachmentUrl,
  call,
  SIGNED_OUT_EVENT,
  exportUrl,
  StaffApiError,
  type Account,
  type Health,
  type Lead,
  type LeadDetail,
  type LeadPage,
} from './api';
import { PushToggle } from './push-toggle';

const statuses = Object.keys(t.statuses) as LeadStatusName[];
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const leadName = (l: Lead) => l.fields.name || l.email;
const leadCompany = (l: Lead) => l.fields.company || l.fields.organization || '';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60';
const quiet =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700';
const input =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700';

/** An error message for a person: the server's own words when it sent some. */
const messageOf = (e: unknown) => (e instanceof StaffApiError ? e.message : t.error);

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  );
}

/** The page's heading takes focus on each route change, so a screen reader hears where it is. */
function Heading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => ref.current?.focus(), [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h1>
  );
}

function Shell({ account, onSignOut, children }: { account?: Account; onSignOut?: () => void; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skip}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="text-lg font-bold">
            {t.appName}
          </Link>
          {account && (
            <div className="flex flex-wrap items-center gap-3">
              {account.isAdmin && (
                <Link
                  to="/team"
                  className="min-h-11 content-center rounded-lg px-3 font-semibold underline hover:bg-white/10"
                >
                  {t.team.nav}
                </Link>
              )}
              <span className="text-sm">{t.inbox.signedInAs(account.email)}</span>
              <button
                type="button"
                onClick={onSignOut}
                className="min-h-11 rounded-lg border border-white/60 px-3 font-semibold hover:bg-white/10"
              >
                {t.inbox.signOut}
              </button>
            </div>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (a: Account) => void }) {
  const [state, setState] = useState<'idle' | 'working'>('idle');
  const [error, setError] = useState('');
  const signIn = async () => {
    setError('');
    setState('working');
    try {
      const { options } = await call<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(
        'sign-in-options',
        { body: {} },
      );
      const response = await startAuthentication({ optionsJSON: options });
      const { account } = await call<{ account: Account }>('sign-in', { body: { response } });
      onSignedIn(account);
    } catch (e) {
      setError(
        e instanceof Error && e.name === 'NotAllowedError'
          ? t.signIn.cancelled
          : e instanceof StaffApiError
            ? e.message
            : t.signIn.failed,
      );
      setState('idle');
    }
  };
  return (
    <div className="mx-auto max-w-md space-y-4">
      <Heading>{t.signIn.title}</Heading>
      <p>{t.signIn.intro}</p>
      {browserSupportsWebAuthn() ? (
        <button
          type="button"
          className={button}
          onClick={signIn}
          disabled={state === 'working'}
          aria-describedby="sign-in-status"
        >
          {state === 'working' ? t.signIn.working : t.signIn.button}
        </button>
      ) : (
        <Alert>{t.signIn.unsupported}</Alert>
      )}
      <p id="sign-in-status" aria-live="polite" className="sr-only">
        {state === 'working' ? t.signIn.working : ''}
      </p>
      {error && <Alert>{error}</Alert>}
      <p className="text-sm text-slate-700">{t.signIn.noAccount}</p>
    </div>
  );
}

function Enrol({ onSignedIn }: { onSignedIn: (a: Account) => void }) {
  // The token rides in the fragment (never sent to a server); taken, then wiped from the address bar.
  const [token] = useState(() => location.hash.slice(1));
  const [email, setEmail] = useState('');
  const [options, setOptions] = useState<Parameters<typeof startRegistration>[0]['optionsJSON'] | null>(null);
  const [error, setError] = useState(token ? '' : t.enrol.noToken);
  const [working, setWorking] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return;
    history.replaceState(history.state, '', location.pathname);
    call<{ options: NonNullable<typeof options>; email: string }>('enrol-options', { body: { token } })
      .then((r) => {
        setOptions(r.options);
        setEmail(r.email);
      })
      .catch((e: unknown) => setError(messageOf(e)));
  }, [token]);
  const enrol = async () => {
    if (!options) return;
    setWorking(true);
    setError('');
    try {
      const response = await startRegistration({ optionsJSON: options });
      const { account } = await call<{ account: Account }>('enrol', { body: { token, response } });
      onSignedIn(account);
      navigate('/');
    } catch (e) {
      setError(messageOf(e));
      setWorking(false);
    }
  };
  return (
    <div className="mx-auto max-w-md space-y-4">
      <Heading>{t.enrol.title}</Heading>
      {email && <p>{t.enrol.intro(email)}</p>}
      {!email && !error && <p aria-live="polite">{t.enrol.checking}</p>}
      {options && (
        <button type="button" className={button} onClick={enrol} disabled={working}>
          {working ? t.enrol.working : t.enrol.button}
        </button>
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

function HealthBanner() {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    call<Health>('health').then(setHealth, () => setHealth(null));
  }, []);
  if (!health) return null;
  const { waiting, stuck, failed, smtpConfigured } = health.mail;
  const bad = !smtpConfigured || stuck > 0 || failed > 0;
  return (
    <section
      aria-labelledby="health-title"
      className={`mb-6 rounded-lg border p-4 ${bad ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id="health-title" className="font-semibold">
        {t.health.title}:{' '}
        {waiting + stuck + failed === 0 && smtpConfigured ? t.health.ok : t.health.summary(waiting, stuck, failed)}
      </h2>
      {!smtpConfigured && <p>{t.health.noSmtp}</p>}
      {health.problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {health.problems.map((p, i) => (
            <li key={i}>
              {p.leadId ? (
                <Link to={`/leads/${p.leadId}`} className="font-semibold text-brand-700 underline">
                  {p.to}
                </Link>
              ) : (
                p.to
              )}
              : {p.status}
              {p.reason ? ` — ${p.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Inbox() {
  const [params, setParams] = useSearchParams();
  const here = useLocation();
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const [page, setPage] = useState<LeadPage | null>(null);
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const filterQuery = new URLSearchParams(Object.entries({ kind, status, q }).filter(([, v]) => v)).toString();
  const load = useCallback(
    async (cursor?: string) => {
      const query = [filterQuery, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&');
      return call<LeadPage>('leads', { query });
    },
    [filterQuery],
  );
  useEffect(() => {
    let live = true;
    load().then(
      (p) => {
        if (!live) return;
        setPage(p);
        setError('');
      },
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const more = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await load(page.nextCursor);
      setPage({ ...next, leads: [...page.leads, ...next.leads] });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setLoadingMore(false);
    }
  };
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    set('q', String(new FormData(e.currentTarget).get('q') ?? '').trim());
  };
  const total = page ? statuses.reduce((n, s) => n + page.counts[s], 0) : 0;
  return (
    <div className="space-y-4">
      <HealthBanner />
      <Heading>{t.inbox.title}</Heading>
      <PushToggle />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="kind" className="block text-sm font-semibold">
            {t.inbox.kind}
          </label>
          <select id="kind" className={input} value={kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="">{t.inbox.allKinds}</option>
            {formKindNames.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <form role="search" onSubmit={search} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor="q" className="block text-sm font-semibold">
              {t.inbox.search}
            </label>
            <input id="q" name="q" type="search" defaultValue={q} key={q} className={input} />
          </div>
          <button type="submit" className={quiet}>
            {t.inbox.searchButton}
          </button>
        </form>
        <a href={exportUrl(filterQuery)} className={quiet} download>
          {t.inbox.export}
          <span className="sr-only"> {t.inbox.exportHint}</span>
        </a>
      </div>
      <nav aria-label={t.inbox.statusFilter}>
        <ul className="flex flex-wrap gap-2">
          {['', ...statuses].map((s) => {
            const label = s ? t.statuses[s as LeadStatusName] : t.inbox.all;
            const n = page ? (s ? page.counts[s as LeadStatusName] : total) : undefined;
            return (
              <li key={s}>
                <button
                  type="button"
                  aria-pressed={status === s}
                  onClick={() => set('status', s)}
                  className={`min-h-11 rounded-full border px-4 font-semibold ${status === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
                >
                  {label}
                  {n !== undefined && ` (${n})`}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {error && <Alert>{error}</Alert>}
      {!page && !error && <p aria-live="polite">{t.inbox.loading}</p>}
      {page && page.leads.length === 0 && <p>{t.inbox.empty}</p>}
      {page && page.leads.length > 0 && (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t.inbox.title}>
            {page.leads.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/leads/${l.id}`}
                  // "Back to leads" returns to these filters.
                  state={{ from: here.pathname + here.search }}
                  className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-brand-800 underline">{leadName(l)}</span>
                    <span className="text-sm text-slate-700">
                      {t.inbox.received} {when(l.timestamp)}
                    </span>
                  </span>
                  <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                    <span>{t.kinds[l.kind] ?? l.kind}</span>
                    {leadCompany(l) && <span>{leadCompany(l)}</span>}
                    <span>{l.email}</span>
                    <span className="font-semibold">{t.statuses[l.status]}</span>
                    <span>{l.assignee ?? t.inbox.unassigned}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t.inbox.count(page.leads.length, status ? page.counts[status as LeadStatusName] : total)}
          </p>
          {page.nextCursor && (
            <button type="button" className={quiet} onClick={more} disabled={loadingMore}>
              {loadingMore ? t.inbox.loading : t.inbox.more}
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** A part of a lead's page: its heading names it for the landmark list. */
function LeadSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled select whose name is its id. */
function SelectField({
  name,
  label,
  defaultValue,
  children,
}: {
  name: string;
  label: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={defaultValue} className={input}>
        {children}
      </select>
    </div>
  );
}

function LeadView() {
  const back = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const { id = '' } = useParams();
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const reload = useCallback(
    () =>
      call<{ lead: LeadDetail }>('lead', { query: `id=${encodeURIComponent(id)}` }).then(
        (r) => setLead(r.lead),
        (e: unknown) => setError(e instanceof StaffApiError && e.status === 404 ? t.lead.notFound : messageOf(e)),
      ),
    [id],
  );
  useEffect(() => {
    void reload();
    call<{ accounts: Account[] }>('accounts').then(
      (r) => setAccounts(r.accounts),
      () => setAccounts([]),
    );
  }, [reload]);
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setSaved('');
    setError('');
    try {
      await call('update-lead', {
        query: `id=${encodeURIComponent(id)}`,
        body: { status: data.get('status'), assignee: data.get('assignee') || null },
      });
      setSaved(t.lead.saved);
      await reload();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const addNote = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const text = String(new FormData(form).get('note') ?? '');
    setError('');
    try {
      await call('add-note', { query: `id=${encodeURIComponent(id)}`, body: { text } });
      form.reset();
      await reload();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <div className="space-y-6">
      <Link to={back} className="font-semibold text-brand-700 underline">
        ← {t.lead.back}
      </Link>
      {error && <Alert>{error}</Alert>}
      {!lead && !error && <p aria-live="polite">{t.inbox.loading}</p>}
      {lead && (
        <>
          <Heading>
            {leadName(lead)}
            {leadCompany(lead) && <span className="block text-lg font-normal text-slate-700">{leadCompany(lead)}</span>}
          </Heading>
          <LeadSection id="fields" title={t.lead.fields}>
            <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {Object.entries(lead.fields).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-semibold">{k}</dt>
                  <dd className="break-words whitespace-pre-wrap">{v}</dd>
                </div>
              ))}
              <dt className="font-semibold">{t.lead.received}</dt>
              <dd>{when(lead.timestamp)}</dd>
              <dt className="font-semibold">{t.lead.page}</dt>
              <dd className="break-all">{lead.pageUrl ?? '—'}</dd>
            </dl>
          </LeadSection>
          <LeadSection id="files" title={t.lead.files}>
            {lead.attachments.length === 0 ? (
              <p>{t.lead.noFiles}</p>
            ) : (
              <ul className="mt-2 list-disc pl-5">
                {lead.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={attachmentUrl(a.id)} download className="font-semibold text-brand-700 underline">
                      {a.filename}
                    </a>{' '}
                    ({Math.ceil(a.size / 1024)} KB)
                  </li>
                ))}
              </ul>
            )}
          </LeadSection>
          <LeadSection id="mail" title={t.lead.mail}>
            {lead.mail.length === 0 ? (
              <p>{t.lead.noMail}</p>
            ) : (
              <ul className="mt-2 list-disc pl-5">
                {lead.mail.map((m, i) => (
                  <li key={i}>
                    {m.to}: {m.status}
                    {m.sentAt ? `, ${when(m.sentAt)}` : ''}
                    {m.lastError ? ` — ${m.lastError}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </LeadSection>
          <LeadSection id="work" className="rounded-lg border border-slate-200 p-4" title={t.lead.work}>
            <form onSubmit={save} className="mt-2 flex flex-wrap items-end gap-3">
              <SelectField name="status" label={t.lead.status} defaultValue={lead.status}>
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </SelectField>
              <SelectField name="assignee" label={t.lead.assignee} defaultValue={lead.assignee ?? ''}>
                <option value="">{t.inbox.unassigned}</option>
                {accounts.map((a) => (
                  <option key={a.email} value={a.email}>
                    {a.email}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className={button}>
                {t.lead.save}
              </button>
              <p role="status" className="text-sm">
                {saved}
              </p>
            </form>
          </LeadSection>
          <LeadSection id="notes" title={t.lead.notes}>
            {lead.notes.length === 0 ? (
              <p>{t.lead.noNotes}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {lead.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-slate-50 p-3">
                    <p className="text-sm text-slate-700">
                      {n.author}, {when(n.at)}
                    </p>
                    <p className="whitespace-pre-wrap">{n.text}</p>
                  </li>
                ))}
              </ul>
            )}
            <form onSubmit={addNote} className="mt-3 space-y-2">
              <label htmlFor="note" className="block text-sm font-semibold">
                {t.lead.note}
              </label>
              <textarea id="note" name="note" required maxLength={5000} rows={3} className={input} />
              <button type="submit" className={button}>
                {t.lead.addNote}
              </button>
            </form>
          </LeadSection>
        </>
      )}
    </div>
  );
}

function Team() {
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [issued, setIssued] = useState<{ email: string; url: string; emailed: boolean } | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(
    () =>
      call<{ accounts: Account[] }>('accounts').then(
        (r) => setAccounts(r.accounts),
        (e: unknown) => setError(messageOf(e)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const newLink = async (email: string) => {
    setError('');
    try {
      const r = await call<{ url: string; emailed: boolean }>('link', { body: { email } });
      setIssued({ email, ...r });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setError('');
    try {
      const r = await call<{ url: string; emailed: boolean }>('add-account', {
        body: { email, admin: data.get('admin') === 'on' },
      });
      setIssued({ email, ...r });
      form.reset();
      await load();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <div className="max-w-2xl space-y-6">
      <Heading>{t.team.title}</Heading>
      <p>{t.team.intro}</p>
      {error && <Alert>{error}</Alert>}
      {issued && (
        <div role="status" className="space-y-1 rounded-lg border border-brand-300 bg-brand-50 p-4">
          <p>{t.team.linkFor(issued.email)}</p>
          <p className="font-mono text-sm break-all">{issued.url}</p>
          <p className="text-sm">{issued.emailed ? t.team.emailed : t.team.notEmailed}</p>
        </div>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {accounts.map((a) => (
          <li key={a.email} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <span>
              {a.email}
              {a.isAdmin && <span className="ml-2 text-sm font-semibold">({t.team.admin})</span>}
            </span>
            <button type="button" className={quiet} onClick={() => void newLink(a.email)}>
              {t.team.newLink}
              <span className="sr-only"> ({a.email})</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 className="text-lg font-semibold">{t.team.add}</h2>
        <div>
          <label htmlFor="new-email" className="block text-sm font-semibold">
            {t.team.email}
          </label>
          <input id="new-email" name="email" type="email" required autoComplete="off" className={input} />
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="admin" className="size-5" />
          {t.team.makeAdmin}
        </label>
        <button type="submit" className={button}>
          {t.team.addButton}
        </button>
      </form>
    </div>
  );
}

function Routed() {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    call<{ account: Account }>('session').then(
      (r) => setAccount(r.account),
      () => setAccount(null),
    );
    // A session that ends while the inbox is open (idle, signed out elsewhere): back to sign-in.
    const ended = () => setAccount(null);
    addEventListener(SIGNED_OUT_EVENT, ended);
    return () => removeEventListener(SIGNED_OUT_EVENT, ended);
  }, []);
  const signOut = async () => {
    await call('sign-out', { body: {} }).catch(() => undefined);
    setAccount(null);
  };
  if (pathname === '/enrol') {
    return (
      <Shell>
        {/* Another link opened in this tab changes only the fragment: a fresh start for its token. */}
        <Enrol key={hash} onSignedIn={setAccount} />
      </Shell>
    );
  }
  if (account === undefined) return <Shell>{<p aria-live="polite">{t.inbox.loading}</p>}</Shell>;
  if (account === null) {
    return (
      <Shell>
        <SignIn onSignedIn={setAccount} />
      </Shell>
    );
  }
  return (
    <Shell account={account} onSignOut={signOut}>
      <Routes>
        <Route path="/leads/:id" element={<LeadView />} />
        {account.isAdmin && <Route path="/team" element={<Team />} />}
        <Route path="*" element={<Inbox />} />
      </Routes>
    </Shell>
  );
}

export function StaffApp() {
  return (
    <BrowserRouter basename="/staff">
      <Routed />
    </BrowserRouter>
  );
}
