import { describe, expect, it } from 'vitest';
import { splitStep } from './step-text';

describe('splitStep', () => {
  it('splits at the first ": "', () => {
    expect(splitStep('Discovery: Map call flows: volumes and intents')).toEqual({
      name: 'Discovery',
      detail: 'Map call flows: volumes and intents',
    });
  });
  it('keeps a step without a name whole', () => {
    expect(splitStep('Just do it')).toEqual({ detail: 'Just do it' });
  });
  it('does not split on a colon without a following space', () => {
    expect(splitStep('Ratio 3:1 achieved')).toEqual({ detail: 'Ratio 3:1 achieved' });
  });
  it('treats a leading ": " as no name', () => {
    expect(splitStep(': detail')).toEqual({ detail: ': detail' });
  });
});
