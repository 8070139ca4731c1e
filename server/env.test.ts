import { describe, expect, it } from 'vitest';
import { UPLOADS } from '../src/config/attachments.ts';
import { site } from '../src/config/site.ts';
import { ATTACHMENT_RETENTION_DAYS, UNUSED_UPLOAD_HOURS } from '../src/content/legal.ts';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('keeps attachments as long as the privacy policy says', () => {
    expect(loadEnv({}).ATTACHMENT_RETENTION_DAYS).toBe(ATTACHMENT_RETENTION_DAYS);
    expect(UNUSED_UPLOAD_HOURS).toBe(UPLOADS.orphanHours);
  });

  it('defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      DATA_DIR: './data',
      RATE_LIMIT_PER_HOUR: 10,
      TRUST_PROXY: 0,
      PORT: 3000,
      HOST: '0.0.0.0',
      VERCEL: false,
      OUTBOX_RETRY_BASE_SECONDS: 30,
      OUTBOX_POLL_SECONDS: 15,
      MAIL_MAX_ATTEMPTS: 10,
      MAIL_RETENTION_DAYS: 30,
      MAX_CONNECTIONS_PER_IP: 128,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_TO).toMatch(/@/);
  });

  it('TRUST_PROXY is a hop count: one hop on Vercel by default, words map to 0 and 1', () => {
    expect(loadEnv({ VERCEL: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ VERCEL: '1', TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ TRUST_PROXY: '-1' })).toThrow(EnvError);
  });

  it('ANALYTICS_COUNT_AUTOMATION is a yes/no setting in any case, off by default', () => {
    expect(loadEnv({}).ANALYTICS_COUNT_AUTOMATION).toBe(false);
    for (const yes of ['true', 'TRUE', 'Yes', 'on', '1'])
      expect(loadEnv({ ANALYTICS_COUNT_AUTOMATION: yes }).ANALYTICS_COUNT_AUTOMATION).toBe(true);
    for (const no of ['false', 'No', 'OFF', '0', ' '])
      expect(loadEnv({ ANALYTICS_COUNT_AUTOMATION: no }).ANALYTICS_COUNT_AUTOMATION).toBe(false);
    expect(() => loadEnv({ ANALYTICS_COUNT_AUTOMATION: 'maybe' })).toThrow(EnvError);
  });

  it('mail links come from SITE_URL, else the build canonical URL, else the company config: never a request', () => {
    expect(loadEnv({ SITE_URL: 'https://mail.example.org/' }).siteUrl).toBe('https://mail.example.org');
    expect(loadEnv({ VITE_SITE_URL: 'https://a.example.org/' }).siteUrl).toBe('https://a.example.org');
    expect(loadEnv({ SITE_URL: 'https://s.example.org', VITE_SITE_URL: 'https://v.example.org' }).siteUrl).toBe(
      'https://s.example.org',
    );
    expect(loadEnv({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'northpoint.vercel.app' }).siteUrl).toBe(
      'https://northpoint.vercel.app',
    );
    const fallback = loadEnv({});
    expect(fallback.siteUrl).toMatch(/^https:\/\//);
    expect(fallback.siteUrlIsDefault).toBe(true);
    expect(loadEnv({ SITE_URL: 'https://www.northpoint.test' }).siteUrlIsDefault).toBe(false);
  });

  it('one clear message listing every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ADMIN_TOKEN: 'short',
        RATE_LIMIT_PER_HOUR: 'many',
        TRUST_PROXY: 'maybe',
        MAIL_TO: 'a@b.co, c@d.co',
        MAIL_MAX_ATTEMPTS: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const msg = (error as Error).message;
    for (const key of [
      'DATABASE_URL',
      'SMTP_URL',
      'ADMIN_TOKEN',
      'RATE_LIMIT_PER_HOUR',
      'TRUST_PROXY',
      'MAIL_TO',
      'MAIL_MAX_ATTEMPTS',
    ]) {
      expect(msg).toContain(key);
    }
    expect(msg).toContain('.env.example');
  });

  it('refuses a MAIL_TO that names a group or several mailboxes', () => {
    expect(() => loadEnv({ MAIL_TO: 'Sales:attacker@evil.example' })).toThrow(/MAIL_TO/);
    expect(() => loadEnv({ MAIL_TO: 'a@b.co;c@d.co' })).toThrow(/MAIL_TO/);
    expect(loadEnv({ MAIL_TO: 'Sales Team <sales@example.org>' }).MAIL_TO).toBe('Sales Team <sales@example.org>');
  });

  it('CAREERS_TO: job applications go to the published careers address unless configured, one mailbox only', () => {
    expect(loadEnv({}).CAREERS_TO).toBe(site.emails.careers);
    expect(loadEnv({ CAREERS_TO: '  ' }).CAREERS_TO).toBe(site.emails.careers);
    expect(loadEnv({ CAREERS_TO: 'Recruiting <jobs@example.org>' }).CAREERS_TO).toBe('Recruiting <jobs@example.org>');
    expect(loadEnv({ MAIL_TO: 'x@example.org' }).CAREERS_TO).toBe(site.emails.careers);
    expect(() => loadEnv({ CAREERS_TO: 'a@b.co, c@d.co' })).toThrow(/CAREERS_TO/);
    expect(() => loadEnv({ CAREERS_TO: 'jobs' })).toThrow(/CAREERS_TO/);
  });
});
