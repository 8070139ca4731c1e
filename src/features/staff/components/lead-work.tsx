// Working on a lead: its status and who has it, and internal notes. Saving re-reads the lead (and
// the listings) through the data layer; the form stays as it is, focus included.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass, SelectField } from '@/components/ui/form-field';
import { leadStatuses, type LeadStatus } from '@/config/leads';
import { staffCopy } from '@/content/staff';
import { messageOf } from '@/features/staff/api/client';
import { addNote, updateLead } from '@/features/staff/api/leads';
import type { Account, LeadDetail } from '@/features/staff/contract';
import { NOTE_MAX_CHARS } from '@/features/staff/contract/limits';
import { when } from '@/features/staff/lib/format';
import { Alert } from './alert';
import { Section } from './section';

const t = staffCopy.lead;

export function LeadWork({ lead, accounts }: { lead: LeadDetail; accounts: Account[] }) {
  const [saved, setSaved] = useState('');
  const [error, setError] = useState('');
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setSaved('');
    setError('');
    try {
      await updateLead(lead.id, {
        status: data.get('status') as LeadStatus,
        assignee: String(data.get('assignee') ?? '') || null,
      });
      setSaved(t.saved);
    } catch (err) {
      setError(messageOf(err, staffCopy.error));
    }
  };
  return (
    <Section id="work" className="rounded-lg border border-slate-200 p-4" title={t.work}>
      <form onSubmit={save} className="mt-2 flex flex-wrap items-end gap-3">
        <SelectField
          id="status"
          name="status"
          label={t.status}
          defaultValue={lead.status}
          options={leadStatuses.map((s) => ({ value: s, label: staffCopy.statuses[s] }))}
        />
        <SelectField
          id="assignee"
          name="assignee"
          label={t.assignee}
          defaultValue={lead.assignee ?? ''}
          placeholder={staffCopy.inbox.unassigned}
          options={accounts.map((a) => ({ value: a.email, label: a.email }))}
        />
        <button type="submit" className={buttonClass()}>
          {t.save}
        </button>
        <p role="status" className="text-sm">
          {saved}
        </p>
      </form>
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}

export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const [error, setError] = useState('');
  const add = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setError('');
    try {
      await addNote(lead.id, String(new FormData(form).get('note') ?? ''));
      form.reset();
    } catch (err) {
      setError(messageOf(err, staffCopy.error));
    }
  };
  return (
    <Section id="notes" title={t.notes}>
      {lead.notes.length === 0 ? (
        <p>{t.noNotes}</p>
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
      <form onSubmit={add} className="mt-3 space-y-2">
        <FormField id="note" label={t.note}>
          {(a) => <textarea {...a} name="note" required maxLength={NOTE_MAX_CHARS} rows={3} className={inputClass} />}
        </FormField>
        <button type="submit" className={buttonClass()}>
          {t.addNote}
        </button>
      </form>
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
