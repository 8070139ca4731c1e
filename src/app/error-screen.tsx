import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorPage } from '@/content/navigation';
import { reloadIfNewDeploy } from '@/lib/stale-deploy';

/** "Status text" for any thrown value: HTTP-like errors keep their status, others read as 500. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status: unknown; statusText?: unknown };
    return `${String(e.status)} ${String(e.statusText ?? '')}`.trim();
  }
  const message = error instanceof Error ? error.message : String(error);
  return `500 ${message}`;
}

/**
 * Plain words, Reload and Home; the technical detail (the spec's status and text) stays behind a
 * disclosure. A script that failed to load because of a new deploy reloads the page once by itself.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    void reloadIfNewDeploy(error);
  }, [error]);
  return (
    <Container className="py-24 text-center">
      <h1 tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {errorPage.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{errorPage.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => location.reload()}>{errorPage.reload}</Button>
        <ButtonLink href="/" variant="outline">
          {errorPage.home}
        </ButtonLink>
      </div>
      <details className="mx-auto mt-8 max-w-xl text-left text-sm text-slate-600">
        <summary className="cursor-pointer font-medium">{errorPage.details}</summary>
        <p className="mt-2 break-words font-mono">{describeError(error)}</p>
      </details>
    </Container>
  );
}
