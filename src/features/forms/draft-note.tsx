import { draftCopy } from '@/content/forms';

/**
 * The quiet note a form with a draft shows: "Draft saved on this device", and "Clear draft".
 * A polite live region: said once when it appears, not at every save.
 */
export function DraftNote({ saved, onClear }: { saved: boolean; onClear: () => void }) {
  return (
    <p aria-live="polite" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
      {saved && (
        <>
          <span>{draftCopy.saved}</span>
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {draftCopy.clear}
          </button>
        </>
      )}
    </p>
  );
}
