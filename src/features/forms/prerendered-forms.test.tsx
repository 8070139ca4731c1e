// The prerendered HTML of the job application and webinar registration forms: a plain form that
// posts to its function without JavaScript, every control labelled, the honeypot out of reach.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fileAccept } from '@/config/attachments';
import { formKinds, HONEYPOT_FIELD } from '@/config/form-kinds';
import { site } from '@/config/site';
import { applicationFormCopy, applicationRoleOptions } from '@/content/application-form';
import { fileFieldCopy } from '@/content/attachments';
import { jobs } from '@/content/jobs';
import { webinarFormCopy } from '@/content/webinar-form';
import { registrableWebinarIds } from '@/features/forms/webinar/schema';
import { ApplicationForm } from './application/application-form';
import { WebinarRegistrationForm } from './webinar/webinar-registration-form';

const render = (el: ReactElement) => {
  const html = renderToString(<MemoryRouter>{el}</MemoryRouter>);
  const doc = new DOMParserLite(html);
  return { html, doc };
};

/** Just enough of the markup to check attributes (the unit tests run without a DOM). */
class DOMParserLite {
  constructor(readonly html: string) {}
  /** Every tag `name` with its attributes. */
  tags(name: string): Record<string, string>[] {
    return [...this.html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) =>
      Object.fromEntries(
        [...m[1]!.matchAll(/([\w-:]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), a[2] ?? '']),
      ),
    );
  }
  labelFor(id: string): string | undefined {
    return new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(this.html)?.[1]?.replace(/<[^>]+>/g, '');
  }
}

/** Controls a visitor fills (not hidden, not the honeypot) each have a label with the given text. */
function expectLabelled(doc: DOMParserLite, labels: Record<string, string>, required: string[]) {
  const controls = [...doc.tags('input'), ...doc.tags('select'), ...doc.tags('textarea')].filter(
    (c) => c.type !== 'hidden' && c.name !== HONEYPOT_FIELD,
  );
  expect(controls.map((c) => c.name).sort()).toEqual(Object.keys(labels).sort());
  for (const c of controls) {
    expect(c.id, c.name).toBeTruthy();
    expect(
      doc
        .labelFor(c.id!)
        ?.replace(/\s*\*$/, '')
        .trim(),
      c.name,
    ).toBe(labels[c.name!]);
    expect('required' in c, c.name).toBe(required.includes(c.name!));
    expect(c['aria-invalid']).toBe('false');
  }
}

describe('ApplicationForm (prerendered)', () => {
  it('posts natively to /api/job-application with every control labelled', () => {
    const { doc } = render(<ApplicationForm />);
    const [form] = doc.tags('form');
    // Multipart: without JavaScript the resume travels inside the post.
    expect(form).toMatchObject({
      action: formKinds.application.endpoint,
      method: 'post',
      enctype: 'multipart/form-data',
    });
    expect('novalidate' in form!).toBe(false);
    const l = applicationFormCopy.labels;
    const resume = doc.tags('input').find((i) => i.name === 'resume');
    expect(resume).toMatchObject({ type: 'file', accept: fileAccept });
    expect('multiple' in resume!).toBe(false);
    expectLabelled(
      doc,
      {
        name: l.name,
        email: l.email,
        phone: l.phone,
        role: l.role,
        link: l.link,
        message: l.message,
        resume: fileFieldCopy.resume.label,
      },
      ['name', 'email', 'role', 'message'],
    );
    const [honeypot] = doc.tags('input').filter((i) => i.name === HONEYPOT_FIELD);
    expect(honeypot).toMatchObject({ tabindex: '-1', autocomplete: 'off' });
    expect(doc.tags('button').find((b) => b.type === 'submit')).toBeTruthy();
  });

  it('offers every role, ties hints to their controls, and says how else a resume reaches us', () => {
    const { html, doc } = render(<ApplicationForm />);
    const values = doc.tags('option').map((o) => o.value);
    expect(values).toEqual(['', ...applicationRoleOptions.map((o) => o.value)]);
    expect(doc.tags('option').some((o) => 'selected' in o)).toBe(false);
    const link = doc.tags('input').find((i) => i.name === 'link')!;
    expect(link['aria-describedby']).toBe('application-link-hint');
    expect(html).toContain(`id="application-link-hint"`);
    expect(html).toContain(applicationFormCopy.resume.text);
    expect(html).toContain(`href="mailto:${site.emails.careers}?subject=`);
  });

  it('preselects the role it is given (a job page), and ignores one that is not offered', () => {
    const job = jobs[2]!;
    const { doc, html } = render(<ApplicationForm defaultRole={job.slug} />);
    const selected = doc.tags('option').filter((o) => 'selected' in o);
    expect(selected.map((o) => o.value)).toEqual([job.slug]);
    expect(html).toContain(encodeURIComponent(`Resume: ${job.title}`));
    const none = render(<ApplicationForm defaultRole="not-a-role" />).doc.tags('option');
    expect(none.filter((o) => 'selected' in o).map((o) => o.value)).toEqual([]);
  });
});

describe('WebinarRegistrationForm (prerendered)', () => {
  const slug = registrableWebinarIds[0]!;

  it('posts natively to /api/webinar-registration with the webinar in a hidden field', () => {
    const { doc, html } = render(<WebinarRegistrationForm webinarSlug={slug} />);
    const [form] = doc.tags('form');
    expect(form).toMatchObject({ action: formKinds.webinar.endpoint, method: 'post' });
    const hidden = doc.tags('input').filter((i) => i.type === 'hidden');
    expect(hidden).toEqual([expect.objectContaining({ name: 'webinar', value: slug })]);
    const l = webinarFormCopy.labels;
    expectLabelled(doc, { name: l.name, email: l.email, organization: l.organization, jobTitle: l.jobTitle }, [
      'name',
      'email',
      'organization',
    ]);
    expect(html).toContain(webinarFormCopy.submit);
    // The prerender never decides that registration has closed: that needs the visitor's clock.
    expect(html).not.toContain(webinarFormCopy.closed);
  });
});
