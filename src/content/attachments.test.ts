import { describe, expect, it } from 'vitest';
import { uploadCopy } from './attachments';

describe('upload progress', () => {
  it('names one file, and counts several', () => {
    expect(uploadCopy.uploading(['rfp.pdf'], 40)).toBe('Uploading rfp.pdf: 40%');
    expect(uploadCopy.uploading(['rfp.pdf', 'sow.docx'], 5)).toBe('Uploading 2 files: 5%');
  });
});
