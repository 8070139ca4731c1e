import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYDRATING_EVENTS } from './early-input';

describe('keepEarlyInputFromReact', () => {
  // The list is copied from react-dom; an upgrade that changes it must change the copy.
  it('stops exactly the events the installed react-dom hydrates for', () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('react-dom/package.json'));
    const source = readFileSync(path.join(dir, 'cjs/react-dom-client.production.js'), 'utf8');
    const list = source.match(/discreteReplayableEvents =\s*"([^"]+)"\.split\(/)?.[1];
    expect(list, "react-dom's discreteReplayableEvents").toBeTruthy();
    expect(HYDRATING_EVENTS).toEqual(list!.split(' '));
  });
});
