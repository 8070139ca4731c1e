// One's own call hours and limits: time zone, weekly hours (ranges per day), dates off, buffers,
// notice, how far ahead, calls a day. Checked here first, each mistake beside its field (and the
// first one focused); "Saved" is announced. Adding hours moves focus to the new "From", removing
// them to the day's "Add hours".
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-field';
import { staffCopy } from '@/content/staff';
import { messageOf, StaffApiError } from '@/features/staff/api/client';
import { saveCallSettings } from '@/features/staff/api/calls';
import type { HostRulesOut } from '@/features/staff/contract';
import { CALL_LIMITS, WEEKDAYS, type Weekday } from '@/features/staff/contract/limits';
import {
  boundsOf,
  check,
  draftOf,
  fieldId,
  fieldOfCode,
  isDay,
  newRange,
  rulesOfDraft,
  type Draft,
  type NumberField,
  type Range,
} from '@/features/staff/lib/call-hours';
import { Alert } from './alert';

const t = staffCopy.calls;

/** Every zone this browser knows, with the one saved (and UTC) whatever the list holds. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', current])].sort();
}

const numberLabels: Record<NumberField, { label: string; hint?: string }> = {
  bufferBeforeMinutes: { label: t.bufferBefore },
  bufferAfterMinutes: { label: t.bufferAfter },
  noticeMinutes: { label: t.notice, hint: t.noticeHint },
  horizonDays: { label: t.horizon },
  dailyCap: { label: t.cap },
};

/** A "From" or "To" of one range: its visible word, and where it is for those who do not see the row. */
function TimeField({
  id,
  label,
  where,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  where: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="w-28">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        {label}
        <span className="sr-only">, {where}</span>
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder="HH:MM"
        aria-invalid={!!error}
        aria-describedby={[error ? `${id}-error` : '', 'weekly-hint'].filter(Boolean).join(' ')}
        className={`${inputClass} min-h-11`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Group({ legend, children, describedBy }: { legend: string; children: ReactNode; describedBy?: string }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" aria-describedby={describedBy}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function CallHours({ rules }: { rules: HostRulesOut }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [saved, setSaved] = useState('');
  const [dayOff, setDayOff] = useState('');
  const [busy, setBusy] = useState(false);
  const zoneOptions = useMemo(
    () => zones(draft.timeZone).map((z) => ({ value: z, label: z.replaceAll('_', ' ') })),
    [draft.timeZone],
  );
  // Where focus goes once the change is on screen: an id, or the first field marked invalid.
  const focusNext = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    // (A refusal of the weekly hours as a whole marks no one field: its message takes focus.)
    const el =
      id === 'first-invalid'
        ? (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById('weekly-error'))
        : document.getElementById(id);
    el?.focus();
  });

  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setSaved('');
  };
  const setRanges = (day: Weekday, ranges: Range[]) => change({ weekly: { ...draft.weekly, [day]: ranges } });
  const clearError = (id: string) => {
    if (errors[id]) setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== id)));
  };

  const addDayOff = () => {
    const d = dayOff.trim();
    const problem = !isDay(d)
      ? t.errors.date
      : draft.daysOff.includes(d)
        ? t.errors.dateTwice
        : draft.daysOff.length >= CALL_LIMITS.daysOff
          ? t.errors.tooManyDates(CALL_LIMITS.daysOff)
          : '';
    if (problem) {
      setErrors({ ...errors, [fieldId.daysOff]: problem });
      focusNext.current = fieldId.daysOff;
      return;
    }
    clearError(fieldId.daysOff);
    change({ daysOff: [...draft.daysOff, d].sort() });
    setDayOff('');
    focusNext.current = fieldId.daysOff;
  };

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // (Not disabled while saving: a disabled button would drop the focus it has.)
    if (busy) return;
    setSaved('');
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setSummary(t.checkFields);
      focusNext.current = 'first-invalid';
      return;
    }
    setSummary('');
    setBusy(true);
    try {
      const r = await saveCallSettings(rulesOfDraft(draft));
      setDraft(draftOf(r.rules));
      setSaved(t.saved);
    } catch (err) {
      const field = err instanceof StaffApiError && err.status === 400 ? fieldOfCode(err.code) : null;
      if (field) {
        setErrors({ [field]: err instanceof Error ? err.message : staffCopy.error });
        setSummary(t.checkFields);
        focusNext.current = 'first-invalid';
      } else setSummary(messageOf(err, staffCopy.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={save} noValidate className="space-y-6" aria-labelledby="hours-title">
      <h2 id="hours-title" className="text-xl font-semibold">
        {t.hours}
      </h2>
      {summary && <Alert>{summary}</Alert>}
      {/* (The shared select is a pixel short of a 44 px target.) */}
      <div className="max-w-sm [&_select]:min-h-11">
        <SelectField
          id={fieldId.timeZone}
          name="timeZone"
          label={t.timeZone}
          hint={t.timeZoneHint}
          error={errors[fieldId.timeZone]}
          value={draft.timeZone}
          onChange={(e) => change({ timeZone: e.target.value })}
          options={zoneOptions}
        />
      </div>

      <Group legend={t.weekly} describedBy={errors.weekly ? 'weekly-hint weekly-error' : 'weekly-hint'}>
        <p id="weekly-hint" className="text-sm text-slate-700">
          {t.weeklyHint}
        </p>
        {errors.weekly && (
          <p id="weekly-error" tabIndex={-1} className="text-sm font-medium text-red-700">
            {errors.weekly}
          </p>
        )}
        {WEEKDAYS.map((day) => {
          const name = t.days[day];
          const ranges = draft.weekly[day];
          return (
            <fieldset key={day} className="border-t border-slate-200 pt-3">
              <legend className="font-semibold">{name}</legend>
              {ranges.length === 0 ? (
                <p className="mt-1 text-slate-700">{t.noHours}</p>
              ) : (
                <ul className="mt-1 space-y-2">
                  {ranges.map((r, i) => {
                    const where = t.rangeOf(name, i + 1);
                    const edit = (next: Partial<Range>) =>
                      setRanges(
                        day,
                        ranges.map((x) => (x.key === r.key ? { ...x, ...next } : x)),
                      );
                    return (
                      <li key={r.key} className="flex flex-wrap items-start gap-3">
                        <TimeField
                          id={fieldId.from(day, r)}
                          label={t.from}
                          where={where}
                          value={r.from}
                          error={errors[fieldId.from(day, r)]}
                          onChange={(from) => {
                            clearError(fieldId.from(day, r));
                            edit({ from });
                          }}
                        />
                        <TimeField
                          id={fieldId.to(day, r)}
                          label={t.to}
                          where={where}
                          value={r.to}
                          error={errors[fieldId.to(day, r)]}
                          onChange={(to) => {
                            clearError(fieldId.to(day, r));
                            edit({ to });
                          }}
                        />
                        <button
                          type="button"
                          className={buttonClass('outline', 'md', 'mt-6')}
                          onClick={() => {
                            setRanges(
                              day,
                              ranges.filter((x) => x.key !== r.key),
                            );
                            focusNext.current = fieldId.add(day);
                          }}
                        >
                          {t.removeRange}
                          <span className="sr-only"> {where}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {ranges.length < CALL_LIMITS.rangesPerDay && (
                <button
                  id={fieldId.add(day)}
                  type="button"
                  className="mt-2 inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
                  onClick={() => {
                    const r = newRange();
                    setRanges(day, [...ranges, r]);
                    focusNext.current = fieldId.from(day, r);
                  }}
                >
                  {t.addRange}
                  <span className="sr-only"> ({name})</span>
                </button>
              )}
            </fieldset>
          );
        })}
      </Group>

      <Group legend={t.daysOff}>
        {draft.daysOff.length === 0 ? (
          <p className="text-slate-700">{t.noDaysOff}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.daysOff.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded-lg border border-slate-300 pl-3">
                <span className="tabular-nums">{d}</span>
                <button
                  type="button"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
                  onClick={() => {
                    change({ daysOff: draft.daysOff.filter((x) => x !== d) });
                    focusNext.current = fieldId.daysOff;
                  }}
                >
                  {t.removeDayOff}
                  <span className="sr-only"> {d}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id={fieldId.daysOff}
            label={t.dayOff}
            type="date"
            value={dayOff}
            error={errors[fieldId.daysOff]}
            onChange={(e) => {
              setDayOff(e.target.value);
              clearError(fieldId.daysOff);
            }}
            onKeyDown={(e) => {
              // Enter adds the date rather than saving the whole form.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              addDayOff();
            }}
          />
          <button type="button" className={buttonClass('outline')} onClick={addDayOff}>
            {t.addDayOff}
          </button>
        </div>
      </Group>

      <Group legend={t.limits}>
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {Object.entries(numberLabels).map(([f, { label, hint }]) => {
            const id = fieldId.number(f as NumberField);
            const { min, max } = boundsOf[f as NumberField];
            return (
              <TextField
                key={f}
                id={id}
                label={label}
                hint={hint ? `${hint} ${t.between(min, max)}` : t.between(min, max)}
                error={errors[id]}
                inputMode="numeric"
                autoComplete="off"
                value={draft[f as NumberField]}
                onChange={(e) => {
                  clearError(id);
                  change({ [f]: e.target.value });
                }}
              />
            );
          })}
        </div>
      </Group>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass()}>
          {t.save}
        </button>
        <p role="status" className="font-semibold">
          {saved}
        </p>
      </div>
    </form>
  );
}
