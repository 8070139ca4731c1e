// One's own CalDAV calendar: address, username and app password, then the calendar to use (found
// by connecting); once connected, when it was last read, "Read it now" and "Disconnect". A refusal
// is shown beside the field it names (and focused); what happened is announced in a live status.
// The password is never shown again: the server does not send it back.
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { staffCopy } from '@/content/staff';
import { connectCaldav, disconnectCaldav, findCalendars, syncCaldav, useCaldav } from '@/features/staff/api/calls';
import { messageOf, StaffApiError } from '@/features/staff/api/client';
import type { CaldavState, CalendarChoice } from '@/features/staff/contract';
import { when } from '@/features/staff/lib/format';
import { Alert } from './alert';
import { Section } from './section';
import { Failed, Loading } from './status';

const t = staffCopy.calls.caldav;

type Field = 'serverUrl' | 'username' | 'password' | 'calendarUrl';
const idOf = (f: Field) => `caldav-${f}`;
const FIELDS: readonly Field[] = ['serverUrl', 'username', 'password', 'calendarUrl'];

export function CallCaldav() {
  const state = useCaldav();
  // One live region for both views: what "Connect" or "Disconnect" did is announced though the
  // view that did it is gone.
  const [status, setStatus] = useState('');
  return (
    <Section id="caldav" title={t.title} className="space-y-3">
      <p className="max-w-3xl">{t.intro}</p>
      {state.data ? (
        state.data.connected ? (
          <Connected s={state.data} announce={setStatus} />
        ) : (
          <ConnectForm announce={setStatus} />
        )
      ) : state.error ? (
        <Failed message={messageOf(state.error, staffCopy.error)} retry={() => state.mutate()} />
      ) : (
        <Loading />
      )}
      <p role="status">{status}</p>
    </Section>
  );
}

type Announce = (message: string) => void;

function Connected({ s, announce }: { s: CaldavState; announce: Announce }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<string>) => {
    setError('');
    announce('');
    setBusy(true);
    try {
      announce(await step());
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <p className="font-semibold">{t.connected(s.calendarName ?? '')}</p>
      <p>{t.account(s.username ?? '', s.serverUrl ?? '')}</p>
      <p>
        {s.lastSyncAt ? t.lastSync(when(s.lastSyncAt)) : t.neverSynced} {t.busy(s.busyCount)}
      </p>
      {s.lastError && <p className="text-red-800">{t.syncError(s.lastError)}</p>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass()}
          disabled={busy}
          onClick={() => void run(async () => (await syncCaldav(), t.synced))}
        >
          {t.syncNow}
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={busy}
          onClick={() => void run(async () => (await disconnectCaldav(), t.disconnected))}
        >
          {t.disconnect}
        </button>
      </div>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

function ConnectForm({ announce }: { announce: Announce }) {
  const [values, setValues] = useState({ serverUrl: 'https://', username: '', password: '', calendarUrl: '' });
  const [calendars, setCalendars] = useState<CalendarChoice[] | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (f: Field, v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    // Other credentials may reach other calendars: choose again after finding them again.
    if (f !== 'calendarUrl') setCalendars(null);
  };
  /** A refusal beside the field it names (focused), else above the buttons. */
  const refused = (e: unknown) => {
    const field = e instanceof StaffApiError ? FIELDS.find((f) => e.code === `invalid_${f}`) : undefined;
    if (field) {
      setErrors({ [field]: e instanceof Error ? e.message : '' });
      requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
    } else setError(messageOf(e, staffCopy.error));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError('');
    announce(t.finding);
    setBusy(true);
    const creds = { serverUrl: values.serverUrl, username: values.username, password: values.password };
    try {
      if (!calendars) {
        const found = (await findCalendars(creds)).calendars;
        setCalendars(found);
        setValues((old) => ({ ...old, calendarUrl: found[0]?.url ?? '' }));
        announce(t.found(found.length));
      } else {
        const s = await connectCaldav({ ...creds, calendarUrl: values.calendarUrl });
        announce(t.connected(s.calendarName ?? ''));
      }
    } catch (err) {
      announce('');
      refused(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="max-w-xl space-y-4">
      <p>{t.none}</p>
      <TextField
        id={idOf('serverUrl')}
        label={t.serverUrl}
        hint={t.serverUrlHint}
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        value={values.serverUrl}
        error={errors.serverUrl}
        onChange={(e) => set('serverUrl', e.target.value)}
      />
      <TextField
        id={idOf('username')}
        label={t.username}
        autoComplete="off"
        required
        value={values.username}
        error={errors.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <TextField
        id={idOf('password')}
        label={t.password}
        hint={t.passwordHint}
        type="password"
        autoComplete="off"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      {calendars && calendars.length > 0 && (
        <SelectField
          id={idOf('calendarUrl')}
          label={t.calendar}
          hint={t.calendarHint}
          required
          value={values.calendarUrl}
          error={errors.calendarUrl}
          onChange={(e) => set('calendarUrl', e.target.value)}
          options={calendars.map((c) => ({ value: c.url, label: c.name }))}
        />
      )}
      <button type="submit" className={buttonClass()} disabled={busy}>
        {calendars ? t.connect : t.find}
      </button>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}
