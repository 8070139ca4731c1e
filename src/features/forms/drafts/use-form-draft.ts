import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, draftFields, fieldsToRestore, loadDraft, saveDraft } from '@/features/forms/drafts/drafts';
import { onPageLeft } from '@/lib/page-left';

/** How long after the last keystroke a draft is written (and at once when the page is hidden or left, by the browser or by the app). */
export const DRAFT_SAVE_DELAY_MS = 1000;

type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'watch' | 'reset'>;

/**
 * Keeps a form's draft on this device (drafts.ts): restores it into the fields still empty, writes
 * what is typed within a second and again when the page is hidden or left. `saved` shows the note;
 * `clear` empties the form and the draft; `forget` drops the draft once the form is sent or queued.
 */
export function useFormDraft<T extends FieldValues>(id: string, form: DraftForm<T>, empty: T) {
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const dirty = useRef(false);
  // The latest form and empty values, without re-running the effect each render.
  const latest = useRef({ form, empty });
  // First of the effects, so the others see this render's values.
  useEffect(() => {
    latest.current = { form, empty };
  });

  // Bumped when the draft is dropped: a save still under way then must not bring it back.
  const generation = useRef(0);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    dirty.current = false;
    const { form, empty } = latest.current;
    const fields = draftFields(form.getValues(), empty);
    const started = generation.current;
    await saveDraft(id, fields).catch(() => undefined);
    if (generation.current !== started) return void clearDraft(id).catch(() => undefined);
    setSaved(Object.keys(fields).length > 0);
  }, [id]);

  useEffect(() => {
    let live = true;
    const { form, empty } = latest.current;
    void loadDraft(id)
      .catch(() => undefined)
      .then((draft) => {
        if (!live) return;
        const restore = fieldsToRestore(draft, form.getValues(), empty);
        for (const [name, value] of Object.entries(restore)) {
          form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
        }
        // Text typed before this code loaded is kept at once.
        if (draft || Object.keys(draftFields(form.getValues(), empty)).length) void save();
      });
    const sub = form.watch(() => {
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    });
    const flush = () => dirty.current && void save();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    const stopOnLeft = onPageLeft(flush);
    return () => {
      live = false;
      sub.unsubscribe();
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      stopOnLeft();
    };
  }, [id, save]);

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    generation.current++;
    setSaved(false);
    void clearDraft(id).catch(() => undefined);
  }, [id]);

  const clear = useCallback(() => {
    latest.current.form.reset(latest.current.empty);
    forget();
  }, [forget]);

  return { saved, clear, forget };
}
