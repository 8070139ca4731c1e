import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationFormCopy,
  applicationRoleLabel,
  applicationRoleOptions,
  applicationRoles,
  applicationValidationMessages,
  GENERAL_APPLICATION,
  resumeMailtoHref,
} from '@/content/application-form';
import { jobs } from '@/content/jobs';
import { webinarFormCopy, webinarValidationMessages } from '@/content/webinar-form';

describe('application form', () => {
  it('offers every open role, then General application', () => {
    expect([...applicationRoles]).toEqual([...jobs.map((j) => j.slug), GENERAL_APPLICATION]);
    expect(applicationRoleOptions.map((o) => o.value)).toEqual([...applicationRoles]);
    expect(applicationRoleOptions.at(-1)).toEqual({ value: 'general', label: 'General application' });
    expect(new Set(applicationRoles).size).toBe(applicationRoles.length);
    expect(applicationRoleLabel(jobs[0]!.slug)).toBe(jobs[0]!.title);
    expect(applicationRoleLabel('unknown')).toBe('General application');
  });

  it('labels every field and marks the optional ones', () => {
    const l = applicationFormCopy.labels;
    expect(Object.keys(l)).toEqual(['name', 'email', 'phone', 'role', 'link', 'message']);
    expect(l.phone).toMatch(/\(optional\)$/);
    expect(l.link).toMatch(/LinkedIn or portfolio URL \(optional\)/);
    for (const key of ['name', 'email', 'role', 'message'] as const) expect(l[key]).not.toMatch(/optional/);
  });

  it('has the validation messages, with the 20-character message minimum', () => {
    expect(APPLICATION_MESSAGE_MIN_LENGTH).toBe(20);
    const m = applicationValidationMessages;
    expect(m.nameRequired).toBe('Name is required');
    expect(m.emailRequired).toBe('Email is required');
    expect(m.emailInvalid).toBe('Invalid email address');
    expect(m.messageMin).toBe('Message must be at least 20 characters');
    expect(m.linkInvalid).toMatch(/https:\/\//);
    expect(m.roleRequired).toMatch(/General application/);
  });

  it('says plainly how else a resume reaches us', () => {
    const r = applicationFormCopy.resume;
    expect(r.text).toContain(site.emails.careers);
    expect(r.text).toMatch(/role in the subject line/);
    expect(r.text).toMatch(/LinkedIn/);
    const href = resumeMailtoHref('Data Engineer');
    expect(href.startsWith(`mailto:${site.emails.careers}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe('Resume: Data Engineer');
  });

  it('has success and queued texts that do not claim a queued application was sent', () => {
    const t = applicationFormCopy.toasts;
    expect(t.success.title).toBe('Application sent!');
    expect(t.queued.title).not.toMatch(/sent!/);
    expect(t.queued.description).toMatch(/stored on this device/);
    expect(applicationFormCopy.submit).toBe('Submit Application');
    expect(applicationFormCopy.sending).toBe('Sending...');
  });
});

describe('webinar registration form', () => {
  it('has name, email, organization and an optional job title', () => {
    expect(Object.keys(webinarFormCopy.labels)).toEqual(['name', 'email', 'organization', 'jobTitle']);
    expect(webinarFormCopy.labels.jobTitle).toMatch(/\(optional\)$/);
    expect(webinarValidationMessages.organizationRequired).toBe('Organization is required');
    expect(webinarValidationMessages.emailInvalid).toBe('Invalid email address');
  });

  it('confirms with the session time', () => {
    const s = webinarFormCopy.toasts.success('Thursday, December 10, 2026 at 2:00 PM EST');
    expect(s.title).toBe("You're registered!");
    expect(s.description).toContain('December 10, 2026 at 2:00 PM EST');
    expect(webinarFormCopy.toasts.queued.description).toMatch(/stored on this device/);
  });
});
