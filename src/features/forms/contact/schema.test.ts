import { describe, expect, it } from 'vitest';
import { fileErrors } from '../../../content/attachments.ts';
import { interests, validationMessages as m } from '../../../content/forms.ts';
import { demoSchema } from '../demo/schema.ts';
import { newsletterSchema } from '../newsletter/schema.ts';
import { fieldErrors, limits } from '../rules.ts';
import { contactSchema } from './schema.ts';

const valid = {
  name: 'Jane Smith',
  email: 'jane@agency.gov',
  phone: '',
  company: 'Agency',
  interest: 'cloud-migration',
  message: 'We need help migrating forty applications.',
};

const errorsOf = (schema: typeof contactSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

// One schema: the browser's form and the server check the same rules.
describe('contact rules (spec section 5)', () => {
  const schema = contactSchema;
  it('accepts a valid inquiry and trims values', () => {
    const r = schema.parse({ ...valid, name: '  Jane Smith ', message: `  ${valid.message}  ` });
    expect(r.name).toBe('Jane Smith');
    expect(r.message).toBe(valid.message);
  });

  it('phone is optional', () => {
    const { phone: _omit, ...rest } = valid;
    expect(schema.safeParse(rest).success).toBe(true);
    expect(schema.safeParse({ ...valid, phone: '(404) 555-0100' }).success).toBe(true);
  });

  it.each([
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['email', '', m.emailRequired],
    ['email', ' ', m.emailRequired],
    ['email', 'jane', m.emailInvalid],
    ['email', 'jane@agency', m.emailInvalid],
    ['email', 'jane @agency.gov', m.emailInvalid],
    ['company', '', m.companyRequired],
    ['interest', '', m.interestRequired],
    ['message', '', m.messageRequired],
    ['message', '    ', m.messageRequired],
    ['message', 'Too short', m.messageMin],
    ['message', `   ${'a'.repeat(19)}   `, m.messageMin],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('a missing field gets its required message', () => {
    expect(errorsOf(schema, {})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      company: m.companyRequired,
      interest: m.interestRequired,
      message: m.messageRequired,
    });
  });

  it('message of exactly 20 characters after trimming is accepted', () => {
    expect(schema.safeParse({ ...valid, message: `  ${'a'.repeat(20)}  ` }).success).toBe(true);
  });

  it('all six interests are accepted', () => {
    expect(interests).toHaveLength(6);
    for (const interest of interests) expect(schema.safeParse({ ...valid, interest }).success).toBe(true);
  });
});

describe('contact rules beyond the spec: limits and one-line fields', () => {
  it.each([
    ['name', limits.name, 'Name'],
    ['company', limits.company, 'Company'],
    ['phone', limits.phone, 'Phone'],
    ['message', limits.message, 'Message'],
  ] as const)('%s at most %i characters', (field, max, label) => {
    expect(contactSchema.safeParse({ ...valid, [field]: 'a'.repeat(max) }).success).toBe(true);
    expect(errorsOf(contactSchema, { ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({
      [field]: m.tooLong(label, max),
    });
  });

  it('email at most 254 characters', () => {
    const at254 = `${'a'.repeat(254 - '@agency.gov'.length)}@agency.gov`;
    expect(contactSchema.safeParse({ ...valid, email: at254 }).success).toBe(true);
    expect(errorsOf(contactSchema, { ...valid, email: `a${at254}` })).toEqual({ email: m.tooLong('Email', 254) });
  });

  it('interest must be one of the six', () => {
    expect(errorsOf(contactSchema, { ...valid, interest: 'blockchain' })).toEqual({
      interest: m.interestRequired,
    });
  });

  it.each(['name', 'email', 'company', 'phone'])('refuses CR or LF in %s', (field) => {
    for (const v of ['a\r\nb@c.co', 'a\nb@c.co', 'a\rb@c.co', 'a\u2028b@c.co']) {
      expect(errorsOf(contactSchema, { ...valid, [field]: v })).toEqual({ [field]: m.singleLine });
    }
  });

  it('keeps line breaks in the message and drops NUL characters', () => {
    const r = contactSchema.parse({ ...valid, message: 'Line one is long enough\nline two\u0000' });
    expect(r.message).toBe('Line one is long enough\nline two');
  });

  it('refuses addresses that could name several mailboxes', () => {
    for (const email of ['a@b.co,c@d.co', 'a@b.co;c@d.co', '"a"@b.co', '<a@b.co>', 'a@b..co']) {
      expect(errorsOf(contactSchema, { ...valid, email })).toEqual({ email: m.emailInvalid });
    }
  });

  it('refuses non-string values without throwing', () => {
    for (const v of [1, true, null, [], {}]) {
      const r = contactSchema.safeParse({ ...valid, name: v });
      expect(r.success).toBe(false);
    }
    expect(contactSchema.safeParse('nope').success).toBe(false);
  });
});

describe('demo and newsletter', () => {
  it('demo: one valid e-mail, demo message', () => {
    expect(demoSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    for (const email of ['', 'x', 'a@b']) {
      const r = demoSchema.safeParse({ email });
      expect(r.success ? {} : fieldErrors(r.error)).toEqual({ email: m.demoEmail });
    }
  });

  it('newsletter: required and valid', () => {
    expect(newsletterSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    const empty = newsletterSchema.safeParse({ email: '' });
    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({ email: m.emailRequired });
    const bad = newsletterSchema.safeParse({ email: 'nope' });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ email: m.emailInvalid });
  });
});

describe('the attachments field (FileRefs)', () => {
  const ref = (over: Record<string, unknown> = {}) => ({
    uploadId: 'AbCdEfGhIjKlMnOpQrStUvWx',
    sha256: 'A'.repeat(64),
    filename: 'rfp.pdf',
    ...over,
  });
  const base = {
    name: 'Jane',
    email: 'jane@agency.gov',
    company: 'Agency',
    interest: interests[0],
    message: 'We would like to modernize our contact center.',
  };

  it('is optional, takes up to three refs, and lower-cases the hash', () => {
    expect(contactSchema.safeParse(base).success).toBe(true);
    const r = contactSchema.safeParse({ ...base, attachments: [ref(), ref(), ref()] });
    expect(r.success && r.data.attachments?.[0]?.sha256).toBe('a'.repeat(64));
  });

  it('refuses a fourth file, a malformed ref or a non-array under the field name', () => {
    const fields = (v: unknown) => {
      const r = contactSchema.safeParse({ ...base, attachments: v });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(fields([ref(), ref(), ref(), ref()])).toEqual({ attachments: fileErrors.tooMany(3) });
    expect(Object.keys(fields([ref({ sha256: 'xyz' })]))).toEqual(['attachments']);
    expect(Object.keys(fields([ref({ uploadId: '../../x' })]))).toEqual(['attachments']);
    expect(Object.keys(fields([ref({ filename: '' })]))).toEqual(['attachments']);
    expect(fields('a.pdf')).toEqual({ attachments: fileErrors.damaged('A file') });
  });
});
