// A page's data on its way, or not come: said where the page would be.
import { staffCopy as t } from '@/content/staff';
import { Alert } from './alert';
import { PageHeading } from './page-heading';

export function Loading() {
  return <p aria-live="polite">{t.inbox.loading}</p>;
}

/** The server's words (or a plain sentence), and a way to try again. */
export function Failed({ message, retry, title }: { message: string; retry: () => void; title?: string }) {
  return (
    <div className="space-y-4">
      {title && <PageHeading>{title}</PageHeading>}
      <Alert>{message}</Alert>
      <button type="button" className="min-h-11 font-semibold text-brand-700 underline" onClick={retry}>
        {t.inbox.retry}
      </button>
    </div>
  );
}
