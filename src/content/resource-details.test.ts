import { describe, expect, it } from 'vitest';
import { CONTENT_DATE } from '@/config/constants';
import {
  agendaSchedule,
  blockTexts,
  countWords,
  formatAgendaOffset,
  formatSessionStart,
  getResource,
  getResourceDetail,
  isDocument,
  isRegistrationOpen,
  isWebinar,
  readingTimeMinutes,
  recordingRequestHref,
  resourceDetails,
  resourceMeta,
  resourcePdfFileName,
} from '@/content/resource-details';
import { resources } from '@/content/resources';
import { solutions } from '@/content/solutions';
import type { ContentBlock, WebinarDetail } from '@/content/types';

const slugs = new Set(solutions.map((s) => s.slug));
const documents = Object.values(resourceDetails).filter(isDocument);
const webinars = Object.values(resourceDetails).filter(isWebinar);

describe('resource detail index', () => {
  it('has exactly one detail per resource, of the same type', () => {
    expect(Object.keys(resourceDetails).sort()).toEqual(resources.map((r) => r.id).sort());
    for (const r of resources) {
      const d = getResourceDetail(r.id)!;
      expect(d.id).toBe(r.id);
      expect(d.type).toBe(r.type);
      expect(getResource(r.id)).toBe(r);
    }
  });

  it('answers undefined for unknown ids, including Object.prototype names', () => {
    expect(getResourceDetail('no-such-resource')).toBeUndefined();
    expect(getResourceDetail('toString')).toBeUndefined();
    expect(getResource('no-such-resource')).toBeUndefined();
  });

  it('has four documents (the articles and whitepapers) and two webinars', () => {
    expect(documents).toHaveLength(4);
    expect(webinars).toHaveLength(2);
    // A whitepaper is the downloadable kind.
    for (const r of resources) expect(r.downloadable).toBe(r.type === 'whitepaper');
  });

  it('links every resource to 1-3 existing solutions', () => {
    for (const d of Object.values(resourceDetails)) {
      expect(d.relatedSolutions.length, d.id).toBeGreaterThanOrEqual(1);
      expect(d.relatedSolutions.length, d.id).toBeLessThanOrEqual(3);
      expect(new Set(d.relatedSolutions).size, d.id).toBe(d.relatedSolutions.length);
      for (const slug of d.relatedSolutions) expect(slugs.has(slug), `${d.id} -> ${slug}`).toBe(true);
    }
  });

  it('builds paths, PDF names and head data', () => {
    expect(resourcePdfFileName('zero-trust-public-sector')).toBe('zero-trust-public-sector.pdf');
    for (const r of resources) {
      const meta = resourceMeta(r);
      expect(meta.title.length, r.id).toBeLessThanOrEqual(60);
      expect(meta.title.startsWith(r.title)).toBe(true);
      expect(meta.description.length, r.id).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, r.id).toBeLessThanOrEqual(160);
    }
  });
});

describe('articles and whitepapers', () => {
  it.each(documents.map((d) => [d.id, d] as const))('%s has 600-1,200 words', (_, d) => {
    const words = countWords(d.body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(documents.map((d) => [d.id, d] as const))('%s is structured: starts with a heading, has lists', (_, d) => {
    expect(d.body[0]!.kind).toBe('h2');
    expect(d.body.filter((b) => b.kind === 'h2').length).toBeGreaterThanOrEqual(5);
    expect(d.body.some((b) => b.kind === 'ul' || b.kind === 'ol')).toBe(true);
    expect(d.body.at(-1)!.kind).not.toBe('h2');
    for (const text of blockTexts(d.body)) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/<[a-z/]/i); // plain text, no markup
    }
    for (const b of d.body) if (b.kind === 'ul' || b.kind === 'ol') expect(b.items.length).toBeGreaterThanOrEqual(2);
    expect(d.author.name.length).toBeGreaterThan(0);
    expect(d.author.role.length).toBeGreaterThan(0);
  });

  it('keeps the whitepapers (PDF downloads) in printable ASCII', () => {
    const whitepapers = documents.filter((d) => d.type === 'whitepaper');
    expect(whitepapers).toHaveLength(2);
    for (const d of whitepapers) {
      for (const text of [...blockTexts(d.body), d.author.name, d.author.role, getResource(d.id)!.title]) {
        expect(text, d.id).toMatch(/^[\x20-\x7e]*$/);
      }
    }
  });

  it('names real standards and services and only our own case-study figures', () => {
    const all = documents.map((d) => blockTexts(d.body).join(' ')).join(' ');
    for (const term of [
      'FedRAMP',
      'FISMA',
      'NIST SP 800-53',
      'NIST Special Publication 800-207',
      'CJIS',
      'HIPAA',
      'StateRAMP',
      'Amazon Connect',
      'Contact Lens',
      'Amazon Lex',
      'Amazon Q in Connect',
      'AWS GovCloud (US)',
    ]) {
      expect(all).toContain(term);
    }
    // Every percentage quoted is one of our case-study results.
    const ours = new Set(['52%', '28%', '42%', '31%', '99.99%', '24%', '15%', '92%']);
    for (const pct of all.match(/\d+(?:\.\d+)?%/g) ?? []) expect(ours.has(pct), pct).toBe(true);
  });
});

describe('countWords and readingTimeMinutes', () => {
  const blocks: ContentBlock[] = [
    { kind: 'h2', text: 'Two words' },
    { kind: 'p', text: '  Three   spaced\nwords ' },
    { kind: 'ul', items: ['one', 'two words'] },
    { kind: 'ol', items: [] },
  ];

  it('counts whitespace-separated words in headings, paragraphs and list items', () => {
    expect(countWords(blocks)).toBe(8);
    expect(countWords([])).toBe(0);
    expect(blockTexts(blocks)).toEqual(['Two words', '  Three   spaced\nwords ', 'one', 'two words']);
  });

  it('is words / 200, rounded up', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(1200)).toBe(6);
    expect(readingTimeMinutes(-5)).toBe(0);
  });

  it('gives the documents 3-6 minutes', () => {
    for (const d of documents) {
      const m = readingTimeMinutes(countWords(d.body));
      expect(m).toBeGreaterThanOrEqual(3);
      expect(m).toBeLessThanOrEqual(6);
    }
  });
});

describe('webinars', () => {
  const upcoming = webinars.filter((w) => w.session.status === 'upcoming');
  const onDemand = webinars.filter((w) => w.session.status === 'on-demand');

  it('has one upcoming session and one on-demand recording', () => {
    expect(upcoming.map((w) => w.id)).toEqual(['measuring-contact-center-success']);
    expect(onDemand.map((w) => w.id)).toEqual(['govcloud-migration-webinar']);
  });

  it.each(webinars.map((w) => [w.id, w] as const))('%s has 4-6 agenda items adding up to its duration', (_, w) => {
    expect(w.agenda.length).toBeGreaterThanOrEqual(4);
    expect(w.agenda.length).toBeLessThanOrEqual(6);
    expect(w.agenda.reduce((n, i) => n + i.minutes, 0)).toBe(w.durationMinutes);
    for (const i of w.agenda) expect(i.minutes).toBeGreaterThan(0);
    expect(w.speakers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(w.speakers.map((s) => s.name)).size).toBe(w.speakers.length);
    expect(w.overview.length).toBeGreaterThan(0);
    expect(w.learn.length).toBeGreaterThanOrEqual(3);
  });

  it('schedules the upcoming session after the content date, in a named time zone', () => {
    const w = upcoming[0]!;
    if (w.session.status !== 'upcoming') throw new Error('unreachable');
    expect(w.session.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(w.session.startsAt.slice(0, 10) > CONTENT_DATE).toBe(true);
    // Announced before it happens.
    expect(getResource(w.id)!.date <= CONTENT_DATE).toBe(true);
    expect(formatSessionStart(w)).toBe('Thursday, December 10, 2026 at 2:00 PM EST');
  });

  it("writes a session's start as Intl does in the session's own time zone", () => {
    const intl = (session: { startsAt: string; timeZone: string }) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: session.timeZone,
        timeZoneName: 'short',
      })
        .format(new Date(session.startsAt))
        // (Some ICU versions put a narrow no-break space before AM and PM; the site writes a space.)
        .replace(/\u202f/g, ' ');
    const w = upcoming[0]!;
    const sessions = [
      ...upcoming.map((u) => u.session),
      // Midnight, noon, a summer day and another zone, as a later webinar might be.
      { status: 'upcoming', startsAt: '2027-07-04T00:05:00-04:00', timeZone: 'America/New_York', zoneName: 'EDT' },
      { status: 'upcoming', startsAt: '2027-03-01T12:30:00-08:00', timeZone: 'America/Los_Angeles', zoneName: 'PST' },
      { status: 'upcoming', startsAt: '2027-10-15T23:59:00-05:00', timeZone: 'America/Chicago', zoneName: 'CDT' },
    ] as const;
    for (const session of sessions) {
      if (session.status !== 'upcoming') continue;
      expect(formatSessionStart({ ...w, session }), session.startsAt).toBe(intl(session));
    }
    const bad = {
      status: 'upcoming',
      startsAt: '2027-03-01T25:30:00-08:00',
      timeZone: 'UTC',
      zoneName: 'UTC',
    } as const;
    expect(() => formatSessionStart({ ...w, session: bad })).toThrow(RangeError);
  });

  it('dates the recording on its publication date, not in the future', () => {
    const w = onDemand[0]!;
    if (w.session.status !== 'on-demand') throw new Error('unreachable');
    expect(w.session.recordedOn).toBe(getResource(w.id)!.date);
    expect(w.session.recordedOn <= CONTENT_DATE).toBe(true);
    expect(formatSessionStart(w)).toBeUndefined();
  });

  it('opens registration only before an upcoming session starts', () => {
    const w = upcoming[0]!;
    expect(isRegistrationOpen(w, new Date(`${CONTENT_DATE}T12:00:00Z`))).toBe(true);
    expect(isRegistrationOpen(w, new Date('2026-12-10T18:59:59Z'))).toBe(true);
    expect(isRegistrationOpen(w, new Date('2026-12-10T19:00:00Z'))).toBe(false);
    expect(isRegistrationOpen(onDemand[0]!, new Date(`${CONTENT_DATE}T12:00:00Z`))).toBe(false);
  });

  it('computes agenda start times', () => {
    const w = webinars.find((x) => x.id === 'measuring-contact-center-success') as WebinarDetail;
    expect(agendaSchedule(w.agenda).map((i) => formatAgendaOffset(i.startMinute))).toEqual([
      '0:00',
      '0:05',
      '0:15',
      '0:25',
      '0:35',
    ]);
    expect(formatAgendaOffset(70)).toBe('1:10');
  });

  it('asks for a recording by mail with the title in the subject', () => {
    const href = recordingRequestHref('Planning a Secure Migration to AWS GovCloud (US)');
    expect(href).toMatch(/^mailto:[^@?]+@[^?]+\?subject=/);
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(
      'Recording request: Planning a Secure Migration to AWS GovCloud (US)',
    );
  });
});
