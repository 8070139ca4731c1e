import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../src/features/forms/contact/schema.ts';
import { SERVER_EMAIL_PATTERN } from '../../src/features/forms/rules.ts';
import { headerSafe, isConfiguredMailbox, isSingleMailbox, messageIdFor } from './transport.ts';

describe('isSingleMailbox', () => {
  it('is true only for exactly one plain address', () => {
    expect(isSingleMailbox('jane@agency.gov')).toBe(true);
    for (const a of [
      'Sales:attacker@evil.example',
      'a@b.co, c@d.co',
      'x;y@z.co',
      'a(b)@c.co',
      'Jane <j@a.gov>',
      'a b@c.co',
    ]) {
      expect(isSingleMailbox(a), a).toBe(false);
    }
  });
});

describe('isConfiguredMailbox', () => {
  it('accepts one mailbox with or without a display name (as MAIL_TO and CAREERS_TO allow), never a group or list', () => {
    expect(isConfiguredMailbox('sales@example.com')).toBe(true);
    expect(isConfiguredMailbox('Recruiting <careers@example.com>')).toBe(true);
    for (const a of ['Sales:attacker@evil.example;', 'a@b.co, c@d.co', 'Jane <j@a.gov>, x@y.co', '', 'Sales Team']) {
      expect(isConfiguredMailbox(a), a).toBe(false);
    }
  });
});

describe('the server e-mail rule', () => {
  it('refuses RFC 5322 group syntax and separators, so the stored address is where mail goes', () => {
    const base = { name: 'N', company: 'C', interest: 'other', message: 'x'.repeat(25) };
    for (const email of ['Sales:attacker@evil.example', 'a@b.co;c@d.co', 'a@b.co,c@d.co', '"a"@b.co']) {
      expect(contactSchema.safeParse({ ...base, email }).success, email).toBe(false);
    }
  });

  it('every address the pattern accepts, nodemailer reads as that one mailbox', () => {
    const local = fc.string({
      unit: fc.constantFrom(...'ab.+-_:;,<>()[]\\"! =?#$%&\'*/^`{|}~\u00e9'.split('')),
      minLength: 1,
      maxLength: 12,
    });
    const label = fc.string({ unit: fc.constantFrom(...'abc-:;,()[]'.split('')), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(local, label, label, (l, d, t) => {
        const address = `${l}@${d}.${t}`;
        if (SERVER_EMAIL_PATTERN.test(address)) expect(isSingleMailbox(address), address).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('headers', () => {
  it('strip line breaks and control characters, and cut long values', () => {
    expect(headerSafe('a\r\nBcc: x@y.z\u0000')).toBe('a Bcc: x@y.z');
    expect(headerSafe('x'.repeat(300))).toHaveLength(180);
    expect(messageIdFor('id-1', 'Site <web@Example.com>')).toBe('<id-1@example.com>');
  });
});
