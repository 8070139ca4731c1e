import { describe, expect, it } from 'vitest';
import { splitEmails } from './text-links';

describe('splitEmails', () => {
  it('returns plain text untouched', () => {
    expect(splitEmails('No address here.')).toEqual([{ kind: 'text', text: 'No address here.' }]);
  });
  it('finds an address mid-sentence and keeps trailing punctuation as text', () => {
    expect(splitEmails('Write to privacy@example.com.')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'privacy@example.com' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('handles several addresses and one at the start', () => {
    expect(splitEmails('a@b.io or c.d@e.example.org')).toEqual([
      { kind: 'email', text: 'a@b.io' },
      { kind: 'text', text: ' or ' },
      { kind: 'email', text: 'c.d@e.example.org' },
    ]);
  });
  it('is stable across calls (global regex state does not leak)', () => {
    const t = 'Mail x@y.com now';
    expect(splitEmails(t)).toEqual(splitEmails(t));
  });
  it('returns one empty text part for empty input', () => {
    expect(splitEmails('')).toEqual([{ kind: 'text', text: '' }]);
  });
});
