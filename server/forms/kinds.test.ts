// The form kinds' fixed facts: one per endpoint, and the no-JS redirects of the application and
// webinar registration land on the thank-you texts made for them.
import { describe, expect, it } from 'vitest';
import { formKindNames, formKinds } from '../../src/config/form-kinds.ts';
import { thankYouHref } from '../../src/content/thank-you-variants.ts';
import { apiRoutes } from '../app.ts';
import { applicationForm } from './application.ts';
import { webinarForm } from './webinar.ts';

describe('form kinds', () => {
  it('every kind has its route', () => {
    expect(formKindNames).toEqual(['contact', 'demo', 'newsletter', 'application', 'webinar']);
    for (const k of formKindNames) expect(Object.keys(apiRoutes)).toContain(formKinds[k].endpoint);
    expect(new Set(formKindNames.map((k) => formKinds[k].endpoint)).size).toBe(formKindNames.length);
  });

  it('no-JS success goes to the thank-you variant of its form', () => {
    expect(applicationForm.noJs.success).toBe(thankYouHref('application'));
    expect(webinarForm.noJs.success).toBe(thankYouHref('webinar'));
  });
});
