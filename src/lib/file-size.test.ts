import { describe, expect, it } from 'vitest';
import { formatBytes } from './file-size';

describe('formatBytes', () => {
  it('sizes as people read them', () => {
    expect(
      [0, 900, 1024, 1536, 10 * 1024 + 100, 1024 * 1024, 7.25 * 1024 * 1024, 12 * 1024 * 1024].map(formatBytes),
    ).toEqual(['0 B', '900 B', '1 KB', '1.5 KB', '10 KB', '1 MB', '7.3 MB', '12 MB']);
  });

  it('the sizes a file field shows: a document, a résumé at the limit, the attachments at theirs', () => {
    expect([820 * 1024, 5 * 1024 * 1024, 10 * 1024 * 1024, 1_300_000].map(formatBytes)).toEqual([
      '820 KB',
      '5 MB',
      '10 MB',
      '1.2 MB',
    ]);
  });
});
