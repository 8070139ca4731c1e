// Admins: who takes each kind of call, a list of the staff per kind with a checkbox each. Saving
// sends everyone shown with the kinds they take (someone added meanwhile keeps theirs).
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { callKindNames, type CallKind } from '@/config/booking';
import { staffCopy } from '@/content/staff';
import { saveCallHosts } from '@/features/staff/api/calls';
import { messageOf } from '@/features/staff/api/client';
import type { CallHosts as Hosts } from '@/features/staff/contract';
import { Alert } from './alert';

const t = staffCopy.calls;

export function CallHosts({ hosts }: { hosts: Hosts['hosts'] }) {
  const [takes, setTakes] = useState(() => new Map(hosts.map((h) => [h.email, new Set<CallKind>(h.kinds)])));
  const [saved, setSaved] = useState('');
  const [error, setError] = useState('');
  const toggle = (email: string, kind: CallKind, on: boolean) => {
    const next = new Map(takes);
    const kinds = new Set(next.get(email));
    if (on) kinds.add(kind);
    else kinds.delete(kind);
    next.set(email, kinds);
    setTakes(next);
    setSaved('');
  };
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved('');
    setError('');
    try {
      const r = await saveCallHosts([...takes].map(([email, kinds]) => ({ email, kinds: [...kinds] })));
      setTakes(new Map(r.hosts.map((h) => [h.email, new Set<CallKind>(h.kinds)])));
      setSaved(t.hostsSaved);
    } catch (err) {
      setError(messageOf(err, staffCopy.error));
    }
  };
  return (
    <form onSubmit={save} className="space-y-4" aria-labelledby="hosts-title">
      <h2 id="hosts-title" className="text-xl font-semibold">
        {t.hosts}
      </h2>
      <p className="max-w-3xl">{t.hostsIntro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {callKindNames.map((kind) => {
          const nobody = ![...takes.values()].some((k) => k.has(kind));
          return (
            <fieldset
              key={kind}
              className="rounded-lg border border-slate-200 p-4"
              aria-describedby={nobody ? `nobody-${kind}` : undefined}
            >
              <legend className="px-1 font-semibold">{t.takes(staffCopy.callKinds[kind])}</legend>
              <ul>
                {[...takes].map(([email, kinds]) => (
                  <li key={email}>
                    <label className="flex min-h-11 items-center gap-3 break-all">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0"
                        checked={kinds.has(kind)}
                        onChange={(e) => toggle(email, kind, e.target.checked)}
                      />
                      {email}
                    </label>
                  </li>
                ))}
              </ul>
              {nobody && (
                <p id={`nobody-${kind}`} className="mt-2 text-sm font-medium text-red-700">
                  {t.nobody}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass()}>
          {t.saveHosts}
        </button>
        <p role="status" className="font-semibold">
          {saved}
        </p>
      </div>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}
