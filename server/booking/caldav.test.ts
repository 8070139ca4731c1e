// The busy times read from a calendar's events: recurring ones expanded (EXDATE, a moved
// occurrence), all-day ones over the whole day in the host's zone, free and cancelled ones and
// the site's own left out, floating times on the host's wall clock.
import { describe, expect, it } from 'vitest';
import { busyIntervals, objectUrl, serverUrlProblem } from './caldav.ts';

const cal = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//t//t//EN',
    ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');
const at = (iso: string) => Date.parse(iso);
const FROM = at('2031-03-01T00:00:00Z');
const TO = at('2031-04-01T00:00:00Z');
const spans = (texts: string[], zone = 'UTC', skip?: (uid: string) => boolean) =>
  busyIntervals(texts, zone, FROM, TO, skip).map((b) => [new Date(b.from).toISOString(), new Date(b.to).toISOString()]);

describe('busyIntervals', () => {
  it('reads a one-off event, and leaves out free, cancelled and skipped ones', () => {
    const texts = [
      cal(['UID:a', 'DTSTART:20310303T100000Z', 'DTEND:20310303T110000Z']),
      cal(['UID:b', 'DTSTART:20310304T100000Z', 'DTEND:20310304T110000Z', 'TRANSP:TRANSPARENT']),
      cal(['UID:c', 'DTSTART:20310305T100000Z', 'DTEND:20310305T110000Z', 'STATUS:CANCELLED']),
      cal(['UID:booking-x@site', 'DTSTART:20310306T100000Z', 'DTEND:20310306T110000Z']),
      'not a calendar',
    ];
    expect(spans(texts, 'UTC', (u) => u.startsWith('booking-'))).toEqual([
      ['2031-03-03T10:00:00.000Z', '2031-03-03T11:00:00.000Z'],
    ]);
  });

  it('expands a weekly event in its own zone, less its EXDATE, with a moved occurrence where it went', () => {
    const texts = [
      cal(
        [
          'UID:w',
          'DTSTART;TZID=America/New_York:20310303T090000',
          'DTEND;TZID=America/New_York:20310303T100000',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'EXDATE;TZID=America/New_York:20310310T090000',
        ],
        [
          'UID:w',
          'RECURRENCE-ID;TZID=America/New_York:20310317T090000',
          'DTSTART;TZID=America/New_York:20310317T150000',
          'DTEND;TZID=America/New_York:20310317T160000',
        ],
      ),
    ];
    // New York moves to summer time on 9 March 2031: 9:00 is 14:00 UTC, then 13:00 UTC.
    expect(spans(texts)).toEqual([
      ['2031-03-03T14:00:00.000Z', '2031-03-03T15:00:00.000Z'],
      ['2031-03-17T19:00:00.000Z', '2031-03-17T20:00:00.000Z'],
      ['2031-03-24T13:00:00.000Z', '2031-03-24T14:00:00.000Z'],
    ]);
  });

  it('blocks all-day events over whole days of the host’s zone, and reads floating times on its clock', () => {
    const texts = [
      cal(['UID:d', 'DTSTART;VALUE=DATE:20310310', 'DTEND;VALUE=DATE:20310312']),
      cal(['UID:e', 'DTSTART;VALUE=DATE:20310315']),
      cal(['UID:f', 'DTSTART:20310320T090000', 'DTEND:20310320T093000']),
    ];
    expect(spans(texts, 'Asia/Kolkata')).toEqual([
      ['2031-03-09T18:30:00.000Z', '2031-03-11T18:30:00.000Z'],
      ['2031-03-14T18:30:00.000Z', '2031-03-15T18:30:00.000Z'],
      ['2031-03-20T03:30:00.000Z', '2031-03-20T04:00:00.000Z'],
    ]);
  });

  it('reads a daily series that began twenty years before the window, every day of it', () => {
    const texts = [cal(['UID:standup', 'DTSTART:20110301T090000Z', 'DTEND:20110301T091500Z', 'RRULE:FREQ=DAILY'])];
    const got = spans(texts);
    expect(got).toHaveLength(31);
    expect(got[0]).toEqual(['2031-03-01T09:00:00.000Z', '2031-03-01T09:15:00.000Z']);
  });

  it('keeps only what overlaps the window', () => {
    const texts = [cal(['UID:r', 'DTSTART:20310101T100000Z', 'DTEND:20310101T110000Z', 'RRULE:FREQ=DAILY'])];
    const got = busyIntervals(texts, 'UTC', FROM, TO);
    expect(got).toHaveLength(31);
    expect(got.every((b) => b.from >= FROM && b.to <= TO)).toBe(true);
  });
});

describe('serverUrlProblem and objectUrl', () => {
  it('takes https anywhere and http only on this machine', () => {
    expect(serverUrlProblem('https://caldav.example.com/')).toBeNull();
    expect(serverUrlProblem('http://127.0.0.1:5232/')).toBeNull();
    expect(serverUrlProblem('http://localhost/dav/')).toBeNull();
    expect(serverUrlProblem('http://caldav.example.com/')).toMatch(/https/);
    expect(serverUrlProblem('https://me:pw@caldav.example.com/')).toMatch(/own fields/);
    expect(serverUrlProblem('caldav.example.com')).toMatch(/whole address/);
  });
  it('names a booking’s object inside the calendar', () => {
    expect(objectUrl('https://x/u/work', 'b1')).toBe('https://x/u/work/b1.ics');
    expect(objectUrl('https://x/u/work/', 'b1')).toBe('https://x/u/work/b1.ics');
  });
});
