// The form kinds' fixed facts: one per endpoint, and each kind's mail. (Where the no-JS redirects
// land is config/paths' thankYouHref, tested there.)
import { describe, expect, it } from 'vitest';
import { formKindNames, formKinds } from '../../src/config/form-kinds.ts';
import { formatSessionStart, isWebinar, resourceDetails, sessionWindow } from '../../src/content/resource-details.ts';
import { registrableWebinarIds } from '../../src/features/forms/webinar/schema.ts';
import { apiRoutes } from '../app.ts';
import { loadEnv } from '../env.ts';
import { applicationForm } from './application.ts';
import { webinarForm } from './webinar.ts';

describe('form kinds', () => {
  it('every kind has its route', () => {
    expect(formKindNames).toEqual(['contact', 'demo', 'newsletter', 'application', 'webinar', 'booking']);
    for (const k of formKindNames) expect(Object.keys(apiRoutes)).toContain(formKinds[k].endpoint);
    expect(new Set(formKindNames.map((k) => formKinds[k].endpoint)).size).toBe(formKindNames.length);
  });

  it('a registration arriving after the session started (queued offline) asks staff to send the recording', async () => {
    const webinar = Object.values(resourceDetails)
      .filter(isWebinar)
      .find((w) => w.id === registrableWebinarIds[0])!;
    const start = sessionWindow(webinar)!.start.getTime();
    const mailAt = async (at: number) => {
      const [mail] = await webinarForm.mails({
        tx: {} as never,
        id: '00000000-0000-4000-8000-000000000001',
        data: { name: 'Dana', email: 'dana@agency.gov', organization: 'DMV', webinar: webinar.id },
        facts: { device: null, pageUrl: null, submittedAt: null, attribution: null },
        createdAt: new Date(at),
        env: loadEnv({ MAIL_TO: 'sales@example.org' }),
      });
      return mail!;
    };
    const early = await mailAt(start - 60_000);
    expect(early.to).toBe('sales@example.org');
    expect(early.text).toContain('joining link');
    expect(early.text).toContain(formatSessionStart(webinar)!);
    expect((await mailAt(start)).text).toContain('after the session started');
  });

  it('an application goes to CAREERS_TO, its subject naming the role', async () => {
    const [mail] = await applicationForm.mails({
      tx: {} as never,
      id: '00000000-0000-4000-8000-000000000002',
      data: { name: 'Sam', email: 'sam@example.com', role: 'general', message: 'x'.repeat(25) },
      facts: { device: null, pageUrl: null, submittedAt: null, attribution: null },
      createdAt: new Date(),
      env: loadEnv({ CAREERS_TO: 'jobs@example.org', MAIL_TO: 'sales@example.org' }),
    });
    expect(mail).toMatchObject({
      to: 'jobs@example.org',
      replyTo: 'sam@example.com',
      subject: 'Job application: General application - Sam',
    });
  });
});
