import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorPage } from '@/content/navigation';

/** "Status text" for any thrown value: HTTP-like errors keep their status, others read as 500. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status: unknown; statusText?: unknown };
    return `${String(e.status)} ${String(e.statusText ?? '')}`.trim();
  }
  const message = error instanceof Error ? error.message : String(error);
  return `500 ${message}`;
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Container className="py-24 text-center">
      <h1 tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {errorPage.title}
      </h1>
      <p className="mt-4 font-mono text-lg text-slate-700">{describeError(error)}</p>
      <div className="mt-8">
        <ButtonLink href="/">{errorPage.home}</ButtonLink>
      </div>
    </Container>
  );
}
