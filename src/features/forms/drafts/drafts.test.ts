// The drafts on a real IndexedDB implementation (fake-indexeddb), through their database module.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '@/config/form-kinds';
import { DRAFT_TTL_MS, DRAFTS_DB } from '@/features/forms/data/drafts-db';
import { clearDraft, draftFields, fieldsToRestore, hasDraft, loadDraft, saveDraft } from './drafts';

const empty = { name: '', email: '', interest: '', message: '', [HONEYPOT_FIELD]: '' };
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

describe('drafts', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await clearDraft('contact');
  });

  it('keeps what was typed, never the honeypot, nothing empty, nothing outside the form', () => {
    expect(
      draftFields({ name: 'Ada', email: '', message: 'Hello there', [HONEYPOT_FIELD]: 'spam', extra: 'x' }, empty),
    ).toEqual({ name: 'Ada', message: 'Hello there' });
    // A preselected value (a job page's role) is not something typed.
    expect(draftFields({ role: 'data-engineer', name: 'Ada' }, { role: 'data-engineer', name: '' })).toEqual({
      name: 'Ada',
    });
  });

  it('restores only fields still empty: text typed before the code loaded wins', () => {
    const draft = { name: 'Ada (draft)', message: 'An older message', [HONEYPOT_FIELD]: 'spam', gone: 'x' };
    expect(fieldsToRestore(draft, { name: 'Ada (typed just now)', message: '' }, empty)).toEqual({
      message: 'An older message',
    });
    expect(fieldsToRestore(undefined, {}, empty)).toEqual({});
  });

  it('reading creates no database: a visit that types nothing leaves nothing behind', async () => {
    expect(await hasDraft('contact')).toBe(false);
    expect(await loadDraft('contact')).toBeUndefined();
    expect(await databases()).not.toContain(DRAFTS_DB);
  });

  it('saves, restores, deletes when nothing is typed, and expires after 7 days', async () => {
    await saveDraft('contact', { message: 'Half a message' });
    expect(await databases()).toContain(DRAFTS_DB);
    expect(await loadDraft('contact')).toEqual({ message: 'Half a message' });
    expect(await hasDraft('contact')).toBe(true);
    expect(await hasDraft('application')).toBe(false);
    await saveDraft('contact', {});
    expect(await hasDraft('contact')).toBe(false);

    await saveDraft('contact', { message: 'Half a message' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DRAFT_TTL_MS - 60_000);
    expect(await loadDraft('contact')).toEqual({ message: 'Half a message' });
    vi.setSystemTime(Date.now() + 120_000);
    expect(await loadDraft('contact')).toBeUndefined();
    vi.useRealTimers();
    // Expired means deleted, not merely hidden.
    expect(await hasDraft('contact')).toBe(false);
  });
});
