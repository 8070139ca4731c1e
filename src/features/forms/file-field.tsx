import { useCallback, useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { fileAccept, fileFields, type FileFieldName } from '@/config/attachments';
import { fileFieldCopy, noJsFilesHint, uploadCopy } from '@/content/attachments';
import { formatBytes } from '@/lib/file-size';
import { useHydrated } from '@/lib/use-hydrated';
import { checkFiles } from './uploads/check-files';
import { pageFileSender } from './uploads/load-sender';

/**
 * The files chosen in one file field, kept by the form (the input itself only adds to them), and
 * its error. `clear` after the form is sent; `fail` shows a server's refusal.
 */
export function useChosenFiles(field: FileFieldName) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const choose = useCallback(
    (next: File[]) => {
      const problem = checkFiles(field, next);
      setError(problem);
      if (!problem) setFiles(next);
      return !problem;
    },
    [field],
  );
  const clear = useCallback(() => {
    setFiles([]);
    setError(undefined);
  }, []);
  return { field, files, error, choose, clear, fail: setError };
}

export type ChosenFiles = ReturnType<typeof useChosenFiles>;

/** Loads the upload code as soon as a file is chosen (it is never needed before). */
const preloadUploads = () => void pageFileSender().catch(() => undefined);

/**
 * A labelled file input with its limits, the files chosen so far (each with a Remove button) and
 * its error, tied to the input. Without JavaScript it is a plain multipart file input.
 */
export function FileField({ id, chosen, progress }: { id: string; chosen: ChosenFiles; progress?: string }) {
  const { field, files, error, choose } = chosen;
  const enhanced = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const multiple = fileFields[field].maxFiles > 1;
  const copy = fileFieldCopy[field];

  // Files chosen before this code loaded are in the input already.
  useEffect(() => {
    const picked = input.current?.files;
    if (picked?.length) {
      choose(Array.from(picked));
      preloadUploads();
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = () => {
    const picked = Array.from(input.current?.files ?? []);
    if (!picked.length) return;
    preloadUploads();
    choose(multiple ? [...files, ...picked] : picked);
    // The list below holds them; the input is free to add more (or the same file again).
    input.current!.value = '';
  };

  return (
    <FormField
      id={id}
      label={copy.label}
      error={error}
      hint={
        <>
          {copy.hint}
          <noscript>{` ${noJsFilesHint}`}</noscript>
        </>
      }
    >
      {(a) => (
        <div>
          <input
            {...a}
            ref={input}
            type="file"
            name={field}
            multiple={multiple}
            accept={fileAccept}
            onChange={onChange}
            className="block min-h-11 w-full text-sm"
          />
          {files.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-slate-700" aria-label={uploadCopy.chosen}>
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="flex flex-wrap items-center gap-x-3">
                  <span>
                    {f.name} ({formatBytes(f.size)})
                  </span>
                  <button
                    type="button"
                    onClick={() => choose(files.filter((_, j) => j !== i))}
                    className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {uploadCopy.remove(f.name)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* Only where a send can report progress: after hydration, before any text goes in. */}
          {enhanced && <p aria-live="polite">{progress}</p>}
        </div>
      )}
    </FormField>
  );
}
