import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { errorPage } from '@/content/navigation';
import { describeError, ErrorScreen } from './error-screen';

describe('the error screen', () => {
  it('speaks plainly, offers Reload and Home, and keeps the technical detail in a disclosure', () => {
    const html = renderToString(
      <MemoryRouter>
        <ErrorScreen error={new TypeError('Failed to fetch dynamically imported module: /a.js')} />
      </MemoryRouter>,
    );
    expect(html).toContain(errorPage.title);
    expect(html).toContain(errorPage.message);
    expect(html).toMatch(new RegExp(`<button[^>]*>${errorPage.reload}</button>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${errorPage.home}</a>`));
    const details = /<details[\s\S]*<\/details>/.exec(html)?.[0] ?? '';
    expect(details).toContain(errorPage.details);
    expect(details).toContain('500 Failed to fetch dynamically imported module');
    expect(html.replace(details, '')).not.toContain('Failed to fetch');
  });

  it('keeps an HTTP status', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
  });
});
