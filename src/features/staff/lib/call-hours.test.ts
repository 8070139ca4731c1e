import { describe, expect, it } from 'vitest';
import { staffCopy } from '@/content/staff';
import { check, draftOf, fieldId, fieldOfCode, rulesOfDraft, type Draft } from './call-hours';

const e = staffCopy.calls.errors;

const rules = {
  timeZone: 'America/Chicago',
  weekly: { '1': [['09:00', '12:00'] as [string, string], ['13:00', '17:00'] as [string, string]] },
  daysOff: ['2031-01-01'],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  noticeMinutes: 240,
  horizonDays: 21,
  dailyCap: 6,
};

describe('the Calls page’s form, checked before it is sent', () => {
  it('turns the rules into fields and back, every weekday present, "9:00" sent as "09:00"', () => {
    const d = draftOf(rules);
    expect(Object.keys(d.weekly)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(check(d)).toEqual({});
    d.weekly['2'] = [{ key: 99, from: '9:00', to: '10:30' }];
    expect(check(d)).toEqual({});
    expect(rulesOfDraft(d)).toEqual({
      ...rules,
      weekly: { '1': rules.weekly['1'], '2': [['09:00', '10:30']], '3': [], '4': [], '5': [], '6': [], '7': [] },
    });
  });

  it('marks each mistake on its own field: a time, an end before its start, an overlap, a number out of bounds', () => {
    const d: Draft = draftOf(rules);
    const [morning, afternoon] = d.weekly['1'];
    d.weekly['1'] = [
      { ...morning!, to: '12:30' },
      { ...afternoon!, from: '12:00' },
      { key: 7, from: '25:00', to: '26:00' },
      { key: 8, from: '18:00', to: '17:00' },
    ];
    d.dailyCap = '51';
    d.noticeMinutes = '4.5';
    d.bufferAfterMinutes = '';
    expect(check(d)).toEqual({
      [fieldId.from('1', d.weekly['1'][1]!)]: e.overlap,
      'hours-1-7-from': e.time,
      'hours-1-7-to': e.time,
      'hours-1-8-to': e.order,
      'call-dailyCap': e.number(1, 50),
      'call-noticeMinutes': e.number(0, 20_160),
      'call-bufferAfterMinutes': e.number(0, 240),
    });
  });

  it('puts a server refusal beside the field its code names', () => {
    expect(fieldOfCode('invalid_timeZone')).toBe('call-zone');
    expect(fieldOfCode('invalid_weekly')).toBe('weekly');
    expect(fieldOfCode('invalid_daysOff')).toBe('day-off');
    expect(fieldOfCode('invalid_horizonDays')).toBe('call-horizonDays');
    expect(fieldOfCode('invalid_request')).toBeNull();
  });
});
