import { describe, expect, it } from 'vitest';
import { Base64 } from './js-base64';
import URLShim from './url-parse';

describe('the upload client shims', () => {
  it('encode UTF-8 metadata as base64 of its UTF-8 bytes (what js-base64 encode does)', () => {
    for (const s of ['resume.pdf', 'Lebenslauf Müller.docx', '履歴書.pdf', 'emoji 📄.txt', '']) {
      expect(Base64.encode(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
    }
  });

  it('resolve an upload URL against the endpoint (what url-parse does)', () => {
    const origin = 'https://www.example.com/api/uploads';
    expect(new URLShim('/api/uploads/abc', origin).toString()).toBe('https://www.example.com/api/uploads/abc');
    expect(new URLShim('abc', origin).toString()).toBe('https://www.example.com/api/abc');
    expect(new URLShim('https://cdn.example.org/x?id=1', origin).toString()).toBe('https://cdn.example.org/x?id=1');
  });
});
