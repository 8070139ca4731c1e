import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { errorPage } from '@/content/navigation';

/** Shown for routing errors (a failed loader, a chunk that cannot load, a render error). */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container className="py-24 text-center">
      <h1 tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {errorPage.title}
      </h1>
      <p className="mt-4 font-mono text-lg text-slate-700">{detail}</p>
      <div className="mt-8">
        <ButtonLink href="/">{errorPage.home}</ButtonLink>
      </div>
    </Container>
  );
}
