import { describe, expect, it } from 'vitest';
import { fileErrors } from '../../../content/attachments.ts';
import { applicationRoles, applicationValidationMessages as m } from '../../../content/application-form.ts';
import { jobs } from '../../../content/jobs.ts';
import { applicationLimits, applicationSchema, isWebLink } from './schema.ts';
import { fieldErrors, limits } from '../rules.ts';

const valid = {
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  phone: '',
  role: jobs[0]!.slug,
  link: 'https://www.linkedin.com/in/sam-rivera',
  message: 'Five years of AWS engineering, an active Secret clearance, can start in January.',
};

const errorsOf = (input: unknown) => {
  const r = applicationSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('job application rules', () => {
  it('accepts a valid application and trims values', () => {
    const r = applicationSchema.parse({ ...valid, name: '  Sam Rivera ', link: ` ${valid.link} ` });
    expect(r.name).toBe('Sam Rivera');
    expect(r.link).toBe(valid.link);
  });

  it('every open role and the general application are accepted; nothing else is', () => {
    expect(applicationRoles).toEqual([...jobs.map((j) => j.slug), 'general']);
    for (const role of applicationRoles) expect(applicationSchema.safeParse({ ...valid, role }).success).toBe(true);
    for (const role of ['', 'ceo', 'General', '__proto__']) {
      expect(errorsOf({ ...valid, role })).toEqual({ role: m.roleRequired });
    }
  });

  it('phone and link are optional', () => {
    const { phone: _p, link: _l, ...rest } = valid;
    expect(applicationSchema.safeParse(rest).success).toBe(true);
    expect(applicationSchema.safeParse({ ...valid, link: '   ' }).success).toBe(true);
  });

  it.each([
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['email', '', m.emailRequired],
    ['email', 'sam', m.emailInvalid],
    ['email', 'sam@example', m.emailInvalid],
    ['email', 'a@b.co,c@d.co', m.emailInvalid],
    ['message', '', m.messageRequired],
    ['message', 'Hire me please', m.messageMin],
    ['message', `  ${'a'.repeat(19)}  `, m.messageMin],
    ['link', 'linkedin.com/in/sam', m.linkInvalid],
    ['link', 'javascript:alert(1)', m.linkInvalid],
    ['link', 'ftp://files.example.com/cv.pdf', m.linkInvalid],
    ['link', 'https://localhost/me', m.linkInvalid],
    ['link', 'https://user:pw@example.com/', m.linkInvalid],
    ['link', 'https://exa mple.com/', m.linkInvalid],
    ['phone', '1'.repeat(limits.phone + 1), m.tooLong('Phone', limits.phone)],
    ['name', 'n'.repeat(limits.name + 1), m.tooLong('Name', limits.name)],
    ['message', 'm'.repeat(limits.message + 1), m.tooLong('Message', limits.message)],
    ['link', `https://example.com/${'p'.repeat(applicationLimits.link)}`, m.tooLong('URL', applicationLimits.link)],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('an empty body gets every required message', () => {
    expect(errorsOf({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      role: m.roleRequired,
      message: m.messageRequired,
    });
  });

  it.each(['name', 'email', 'phone', 'link'])('refuses line breaks in %s (header injection)', (field) => {
    const errors = errorsOf({ ...valid, [field]: 'https://a.example.com/\r\nBcc: x@y.co' });
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('keeps line breaks in the message and drops NUL', () => {
    expect(applicationSchema.parse({ ...valid, message: 'Line one is long enough\nline two\u0000' }).message).toBe(
      'Line one is long enough\nline two',
    );
  });

  it('refuses non-string values without throwing', () => {
    for (const v of [1, true, null, [], {}]) {
      for (const field of Object.keys(valid)) {
        if (field === 'phone' || field === 'link') continue;
        expect(applicationSchema.safeParse({ ...valid, [field]: v }).success, `${field}=${String(v)}`).toBe(false);
      }
    }
  });

  it('isWebLink: http and https addresses with a real host', () => {
    expect(isWebLink('https://github.com/sam')).toBe(true);
    expect(isWebLink('http://sam.dev')).toBe(true);
    expect(isWebLink('https://github.com')).toBe(true);
    expect(isWebLink('mailto:sam@example.com')).toBe(false);
    expect(isWebLink('https://')).toBe(false);
    expect(isWebLink('https://example.')).toBe(false);
  });
});

describe('the resume field (FileRefs)', () => {
  const ref = { uploadId: 'AbCdEfGhIjKlMnOpQrStUvWx', sha256: 'b'.repeat(64), filename: 'cv.pdf' };
  it('is optional and takes one file', () => {
    expect(applicationSchema.safeParse(valid).success).toBe(true);
    expect(applicationSchema.parse({ ...valid, resume: [ref] }).resume).toEqual([ref]);
    expect(errorsOf({ ...valid, resume: [ref, ref] })).toEqual({ resume: fileErrors.tooMany(1) });
  });
});
