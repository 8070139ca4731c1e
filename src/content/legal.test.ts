import { existsSync } from 'node:fs';
import { HOLD_MINUTES, REMINDER_MINUTES } from '@/config/booking';
import { bookingFormCopy } from '@/content/booking';
import { afterEach, describe, it, expect, vi } from 'vitest';
import vercelJson from '../../vercel.json';
import { site } from '@/config/site';
import { UPLOADS } from '@/config/attachments';
import {
  CLICK_IDS,
  EVENT_DEVICE_DAYS,
  EVENT_NAMES,
  EVENT_RETENTION_MONTHS,
  FIRST_TOUCH_DAYS,
  PAGES_SEEN_MAX,
  type EventName,
} from '@/config/analytics';
import { SALT_RETENTION_HOURS } from '@/config/privacy';
import { draftCopy } from '@/content/forms';
import { contactCopy } from '@/content/home';
import {
  ATTACHMENT_RETENTION_DAYS,
  DRAFT_EXPIRY_DAYS,
  formatLegalDate,
  LEGAL_LAST_UPDATED,
  legalPages,
  OUTBOX_RETENTION_DAYS,
  privacy,
  terms,
  UNUSED_UPLOAD_HOURS,
} from '@/content/legal';
import type { LegalDocument } from '@/content/types';
// The policy is held to the code that keeps data on the device, so this test reads that code.
// eslint-disable-next-line no-restricted-imports -- a test of content against lib, not content using lib
import { DRAFT_TTL_MS } from '@/features/forms/data/drafts-db';
// eslint-disable-next-line no-restricted-imports -- as above
import { RETENTION_MS } from '@/features/forms/data/submissions-db';

const fullText = (doc: LegalDocument) =>
  [doc.title, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])].join('\n');

const sectionText = (doc: LegalDocument, index: number) => {
  const s = doc.sections[index]!;
  return [s.heading, ...s.paragraphs, ...(s.bullets ?? [])].join('\n');
};

describe('privacy policy', () => {
  it('has ten sections ending with Contact Us', () => {
    expect(privacy.sections).toHaveLength(10);
    expect(privacy.sections[9]!.heading).toBe('Contact Us');
  });

  it('describes booking a call as the code does it: what is kept, the hold, the mail, the link, the free times on the device', () => {
    const text = sectionText(
      privacy,
      privacy.sections.findIndex((s) => s.heading === 'Form Submissions and Drafts'),
    );
    expect(text).toMatch(/Booking a call: when you book a call/);
    for (const field of Object.keys(bookingFormCopy.labels).filter(
      (k) => !['callKind', 'start', 'timeZone', 'interest'].includes(k),
    ))
      expect(text, field).toMatch(
        new RegExp(
          field === 'name'
            ? 'your name'
            : field === 'note'
              ? 'any note'
              : field === 'phone'
                ? 'phone number'
                : field === 'email'
                  ? 'email address'
                  : 'company',
        ),
      );
    expect(text).toContain(`held for you for ${HOLD_MINUTES} minutes`);
    expect(text).toMatch(/reminders a day and an hour before the call/);
    expect(REMINDER_MINUTES).toEqual([24 * 60, 60]);
    // The device keeps the free times it saw (src/features/booking/data/availability-storage.ts).
    const kept = sources.find(([file]) => file === '/src/features/booking/data/availability-storage.ts')?.[1] ?? '';
    expect(kept).toMatch(/localStorage\.setItem/);
    expect(text).toMatch(/free times it last showed you in your browser's local storage/);
  });

  it('says the services are not directed to individuals under 18', () => {
    expect(fullText(privacy)).toMatch(/not directed to individuals under 18/);
  });

  it('describes the contact form data, storage and delivery', () => {
    const text = fullText(privacy);
    for (const term of [
      'name',
      'email address',
      'phone number',
      'company',
      'interest',
      'message',
      'user agent',
      'URL',
      '"Chrome on Android"',
    ]) {
      expect(text).toContain(term);
    }
    expect(text).toMatch(/browser's IndexedDB storage/);
    expect(text).toMatch(/stored on our servers/);
    expect(text).toMatch(/e-mailed to our team/);
  });

  it('says no address or user agent is stored, and how long the daily key that hides one is kept', () => {
    // What the server does (tests/api/privacy.test.ts reads every table; server/store/daily-salts.ts).
    const text = fullText(privacy);
    expect(text).toMatch(/We do not store the IP address a submission comes from or your browser's full user agent/);
    expect(text).toContain(
      `Each day's key is used for that day and the next and deleted after ${SALT_RETENTION_HOURS} hours`,
    );
    expect(text).toMatch(/staff area .* as a security record/);
  });

  it("describes the site's own statistics as the code keeps them", () => {
    // What the server does with them: tests/api/analytics.test.ts and tests/api/privacy.test.ts.
    const text = fullText(privacy);
    expect(text).toContain(
      `A record that could not be sent within ${EVENT_DEVICE_DAYS} days is deleted from your device unsent`,
    );
    expect(text).toContain(`We delete each record ${EVENT_RETENTION_MONTHS} months after it was made`);
    expect(text).toMatch(/Global Privacy Control or Do Not Track signal, no code is made/);
    expect(text).toMatch(
      /IP address with its last part removed and your browser's user agent, combined with that day's key/,
    );
    for (const name of EVENT_NAMES) expect(eventWords[name], name).toBeDefined();
    for (const words of Object.values(eventWords)) expect(text).toContain(words);
  });

  it("says what a lead's source keeps on the device, for how long, and what the server keeps of it", () => {
    // The device: src/features/analytics/data/visit-storage.ts; the server: src/features/analytics/attribution.ts.
    const text = fullText(privacy);
    expect(text).toContain(`the paths of up to ${PAGES_SEEN_MAX} pages you view`);
    expect(text).toContain(
      `In its local storage it keeps the same about your first visit for up to ${FIRST_TOUCH_DAYS} days`,
    );
    expect(text).toMatch(
      /unless your browser sends a Global Privacy Control or Do Not Track signal, in which case it keeps none/,
    );
    expect(text).toContain(`click codes (${Object.keys(CLICK_IDS).join(', ')})`);
    expect(text).toMatch(/This is sent to us only with a form you send/);
    // The start of a visit is its own record: what it holds, and what the server keeps of it.
    expect(text).toContain('up to 200 characters of its query string');
    expect(text).toMatch(/Daily totals made from these records .* are kept after the records are deleted/);
  });

  it('covers the newsletter and says there are no cookies or third-party analytics', () => {
    const text = fullText(privacy);
    expect(text).toMatch(/newsletter/i);
    expect(text).toMatch(/sets no cookies/);
    expect(text).toMatch(/do not use third-party analytics/);
  });
});

/** Every source file of the site that runs in the browser or its service worker (tests excluded). */
const sources = Object.entries(
  import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
).filter(([file]) => !/\.test\.tsx?$/.test(file));

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the policy names each event the recorder makes (src/config/analytics.ts). */
const eventWords: Record<EventName, string> = {
  page_view: 'each page you view',
  form_started: 'the first time you type in each of our forms',
  form_sent: 'each form you send',
  file_downloaded: 'each PDF you download',
  form_submission: 'each form you send',
  cta_get_started_clicked: 'clicks on our "Get Started" buttons',
  visit_started: 'the start of each visit, with where it came from',
};
const storageSection = privacy.sections.find((s) => /Browser Storage/.test(s.heading))!;

describe('the privacy policy holds to what the site does', () => {
  it('claims no third-party embed: the map is our own drawing, outside map services open only when clicked', () => {
    for (const doc of [privacy, terms]) expect(fullText(doc)).not.toMatch(/embed/i);
    // The drawing the contact section shows, served with the site.
    expect(existsSync(new URL('../../public/images/office-map.svg', import.meta.url))).toBe(true);
    const text = sectionText(privacy, privacy.sections.indexOf(storageSection));
    expect(text).toMatch(/map .*is our own drawing/);
    for (const service of Object.values(contactCopy.map.services)) expect(text).toContain(service);
    expect(text).toMatch(/open those services only when you click/);
    expect(fullText(terms)).toMatch(/the map itself is our own drawing/);
    expect(fullText(terms)).toMatch(/opens only when you follow a link/);
  });

  it('says the site loads nothing from third-party servers, which the Content-Security-Policy enforces', () => {
    expect(fullText(privacy)).toMatch(/loads nothing from third-party servers/);
    // Every page is served with this policy: the browser itself refuses scripts, styles, fonts,
    // images, frames and requests from any other host. (tests/e2e/forms.spec.ts also checks that
    // the home page, map included, makes no request to another host.)
    const csp = vercelJson.headers
      .filter((h) => h.source === '/(.*)')
      .flatMap((h) => h.headers)
      .find((h) => h.key === 'Content-Security-Policy')?.value;
    expect(csp).toBeDefined();
    const directives = csp!.split(';').map((d) => d.trim().split(/\s+/));
    expect(directives.find(([name]) => name === 'default-src')).toEqual(['default-src', "'self'"]);
    for (const [name, ...values] of directives) {
      for (const source of values) {
        // A hash allows one inline script (the pages' own), never scripts in general.
        if (name === 'script-src' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)) continue;
        expect(["'self'", "'none'", "'unsafe-inline'", 'data:'], `${name} ${source}`).toContain(source);
      }
    }
  });

  it('describes every kind of storage the code uses on the device, and no other', () => {
    const kinds = {
      'IndexedDB storage': /\bindexedDB\b|from 'idb'/,
      'Cache storage': /\bcaches\.(open|match|keys)\(/,
      'Local storage': /\blocalStorage\b/,
      'Session storage': /\bsessionStorage\b/,
      Cookies: /\bdocument\.cookie\b|\bcookieStore\b/,
    } as const;
    const used = Object.entries(kinds)
      .filter(([, api]) => sources.some(([, code]) => api.test(code)))
      .map(([kind]) => kind);
    const described = (storageSection.bullets ?? []).map((b) => b.split(':')[0]);
    expect(described.sort()).toEqual(used.sort());
    // The Site sets no cookies, as the policy says (a cookie would need a bullet above instead).
    expect(used).not.toContain('Cookies');
  });

  it('says what each IndexedDB database keeps and for how long, from the code that keeps it', () => {
    const text = fullText(privacy);
    /** What the policy must say for each module that opens an IndexedDB database. */
    const databases: Record<string, { purpose: RegExp[]; days: number }> = {
      // The outbox: each submission until it is sent; one delivered or
      // refused after the visitor left until its notice is shown, pruned after RETENTION_MS.
      '/src/features/forms/data/submissions-db.ts': {
        purpose: [
          /your entries, .* are first saved in your browser's IndexedDB storage/,
          /stay there until they have been sent to us/,
          /until the Site has shown you a notice about it/,
        ],
        days: RETENTION_MS / DAY_MS,
      },
      // Analytics: each event until the server has stored it, dropped unsent after EVENT_DEVICE_DAYS.
      '/src/features/analytics/data/events-db.ts': {
        purpose: [
          /keeps these records in its IndexedDB storage on this device until they have been sent to us/,
          /A record that could not be sent within \d+ days is deleted from your device unsent/,
        ],
        days: EVENT_DEVICE_DAYS,
      },
      // The worker's delivery of the same events (Background Sync): the same database.
      '/src/features/analytics/worker-delivery.ts': {
        purpose: [/keeps these records in its IndexedDB storage on this device until they have been sent to us/],
        days: EVENT_DEVICE_DAYS,
      },
      // Drafts: kept while typing, until sent, queued or cleared, expired after DRAFT_TTL_MS.
      '/src/features/forms/data/drafts-db.ts': {
        purpose: [
          /a draft of what you have typed is kept in your browser's IndexedDB storage/,
          /cleared when your message is sent or saved to be sent later/,
        ],
        days: DRAFT_TTL_MS / DAY_MS,
      },
    };
    const opening = sources
      .filter(([, code]) => /\bopenDB\s*[<(]|\bindexedDB\.open\(/.test(code))
      .map(([file]) => file);
    expect(opening).toContain('/src/features/forms/data/submissions-db.ts');
    expect(opening).toContain('/src/features/forms/data/drafts-db.ts');
    for (const file of opening) {
      const db = databases[file];
      expect(
        db,
        `${file} keeps data in IndexedDB: say in the privacy policy what and for how long, and list it here`,
      ).toBeDefined();
      for (const purpose of db!.purpose) expect(text).toMatch(purpose);
      expect(text).toContain(`${db!.days} days`);
    }
    expect(OUTBOX_RETENTION_DAYS).toBe(RETENTION_MS / DAY_MS);
    expect(text).toContain(`more than ${RETENTION_MS / DAY_MS} days after you submitted it`);
    // Drafts: kept while typing, cleared when sent or saved to be sent later or by "Clear draft",
    // expired after DRAFT_TTL_MS; the honeypot never stored (features/forms/drafts).
    expect(DRAFT_EXPIRY_DAYS).toBe(DRAFT_TTL_MS / DAY_MS);
    expect(draftCopy.clear).toBe('Clear draft');
    expect(text).toMatch(/a draft of what you have typed is kept in your browser's IndexedDB storage/);
    expect(text).toMatch(
      /cleared when your message is sent or saved to be sent later, or when you choose "Clear draft"/,
    );
    expect(text).toContain(`expires after ${DRAFT_EXPIRY_DAYS} days`);
    expect(text).toMatch(/never includes the hidden anti-spam field/);
    // Attachments: kept with the queued submission until delivered (features/forms/queue/send drops them on
    // delivery); unused uploads and attachments on the server go after their limits (server/).
    expect(text).toMatch(/Files you attach .* are kept with your submission in your browser's IndexedDB storage/);
    expect(text).toMatch(/removed from your device once they are delivered/);
    expect(UNUSED_UPLOAD_HOURS).toBe(UPLOADS.orphanHours);
    expect(text).toContain(`deleted from our servers after ${UPLOADS.orphanHours} hours`);
    // (server/env.test.ts holds ATTACHMENT_RETENTION_DAYS to the server's default.)
    expect(text).toContain(`delete it from our servers ${ATTACHMENT_RETENTION_DAYS} days after we received it`);
  });
});

describe('terms of service', () => {
  it('has twelve sections ending with Contact Us', () => {
    expect(terms.sections).toHaveLength(12);
    expect(terms.sections[11]!.heading).toBe('Contact Us');
  });

  it('states Georgia law, Fulton County courts, 30-day invoices and U.S. dollars', () => {
    const text = fullText(terms);
    expect(text).toContain('laws of the State of Georgia');
    expect(text).toContain('Fulton County, Georgia');
    expect(text).toContain('within 30 days');
    expect(text).toContain('U.S. dollars');
  });
});

describe.each([
  ['privacy', privacy, 10],
  ['terms', terms, 12],
] as const)('%s document', (_name, doc, count) => {
  it('has a title, an intro and unique, unnumbered headings with text', () => {
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.intro).toContain(site.legalName);
    expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(count);
    for (const s of doc.sections) {
      expect(s.heading).not.toMatch(/^\d/);
      expect(s.paragraphs.length).toBeGreaterThan(0);
      for (const p of [...s.paragraphs, ...(s.bullets ?? [])]) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it('gives the company name, Alpharetta address and general email in Contact Us', () => {
    const text = sectionText(doc, count - 1);
    expect(text).toContain(site.legalName);
    expect(text).toContain('Alpharetta, GA 30022');
    expect(text).toContain(site.emails.general);
  });
});

describe('legal dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('LEGAL_LAST_UPDATED is a real ISO date that is not in the future', () => {
    expect(LEGAL_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const parsed = new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`);
    expect(parsed.toISOString().slice(0, 10)).toBe(LEGAL_LAST_UPDATED);
    expect(parsed.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('formats as a long US date', () => {
    expect(formatLegalDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLegalDate('2025-03-05')).toBe('March 5, 2025');
  });

  it('keeps the calendar day in a negative-offset time zone', async () => {
    process.env.TZ = 'America/New_York';
    // Re-import so formatters built at import time see the time zone too.
    vi.resetModules();
    const { formatLegalDate: format } = await import('@/content/legal');
    expect(new Date('2026-01-01T00:00:00Z').getDate()).toBe(31);
    expect(format('2026-01-01')).toBe('January 1, 2026');
    expect(format(LEGAL_LAST_UPDATED)).toBe(formatLegalDate(LEGAL_LAST_UPDATED));
  });

  it('returns anything that is not a real ISO date unchanged', () => {
    expect(formatLegalDate('2026-13-01')).toBe('2026-13-01');
    expect(formatLegalDate('yesterday')).toBe('yesterday');
  });

  it('labels the date', () => {
    expect(legalPages.lastUpdated).toBe('Last updated');
  });
});
