// Drafts of half-typed forms: kept on this device as the visitor types, so a reload, a closed or
// discarded tab, or a dropped connection loses nothing. Never the honeypot; cleared once the form
// is sent or queued (the submission queue then holds it), or by the visitor; expired after 7 days.
import { HONEYPOT_FIELD } from '@/config/form-kinds';
import { deleteDraft, getDraft, putDraft, type Draft } from '@/features/forms/data/drafts-db';

export type { Draft };

/** What of a form's values a draft keeps: the form's own fields that differ from empty, as text. */
export function draftFields(values: Record<string, unknown>, empty: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of Object.keys(empty)) {
    if (key === HONEYPOT_FIELD) continue;
    const value = values[key];
    if (typeof value !== 'string' || value === '' || value === empty[key]) continue;
    kept[key] = value;
  }
  return kept;
}

/**
 * The draft's values for fields that are still as the page left them: what the visitor typed
 * before the form's code loaded wins over an older draft.
 */
export function fieldsToRestore(
  draft: Record<string, string> | undefined,
  current: Record<string, unknown>,
  empty: Record<string, unknown>,
): Record<string, string> {
  const restore: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft ?? {})) {
    if (key === HONEYPOT_FIELD || !(key in empty)) continue;
    const now = current[key];
    if (now === undefined || now === '' || now === empty[key]) restore[key] = value;
  }
  return restore;
}

export const loadDraft = async (id: string) => (await getDraft(id))?.fields;

/** Keeps what is typed (nothing typed: no draft). */
export async function saveDraft(id: string, fields: Record<string, string>): Promise<void> {
  if (!Object.keys(fields).length) return deleteDraft(id);
  await putDraft({ id, fields, savedAt: Date.now() });
}

export const clearDraft = (id: string) => deleteDraft(id);

/** Whether the form has a draft to restore (checked without creating any database). */
export const hasDraft = (id: string) =>
  getDraft(id).then(
    (d) => !!d,
    () => false,
  );
