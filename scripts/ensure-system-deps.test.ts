// The version checks of scripts/ensure-system-deps.sh, run in bash with dpkg's own ordering.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'ensure-system-deps.sh');

/** Sources the script (which then defines its functions and runs nothing) and runs `command`. */
const bash = (command: string) =>
  execFileSync('bash', ['-c', `source "$1"; ${command}`, 'ensure-system-deps-test', script], {
    encoding: 'utf8',
  }).trim();

const outdated = (chromium: string, firefox: string, headlessShell = '') =>
  bash(`outdated_browsers '${chromium}' '${firefox}' '${headlessShell}'`).split('\n').filter(Boolean);

describe('ensure-system-deps.sh', () => {
  it('upgrades the versions known to break the tests: Chromium 150 and Firefox ESR 140.12', () => {
    expect(outdated('150.0.7871.113-1~deb12u1', '140.12.0esr-1~deb12u1')).toEqual(['chromium', 'firefox-esr']);
    expect(outdated('155.0.7990.1-1~deb12u1', '153.7.0esr-1~deb12u1')).toEqual(['chromium']);
    expect(outdated('156.0.8078.79-1~deb12u1', '152.9.0esr-1~deb12u1')).toEqual(['firefox-esr']);
  });

  it('leaves the current and newer versions alone: Chromium 156, Firefox ESR 153', () => {
    expect(outdated('156.0.8078.79-1~deb12u1', '153.7.0esr-1~deb12u1')).toEqual([]);
    expect(outdated('156.0.0.0-1', '153.0esr-1')).toEqual([]);
    expect(outdated('160.0.1-1~deb13u1', '160.1.0esr-1')).toEqual([]);
  });

  it('upgrades an old headless shell (the e2e browser) like chromium itself', () => {
    expect(outdated('156.0.8078.79-1~deb12u1', '153.7.0esr-1~deb12u1', '150.0.7871.113-1~deb12u1')).toEqual([
      'chromium-headless-shell',
    ]);
    expect(outdated('156.0.8078.79-1~deb12u1', '153.7.0esr-1~deb12u1', '156.0.8078.108-1~deb12u1')).toEqual([]);
  });

  it('compares numerically, not as text, and leaves an unknown version alone', () => {
    // "99" sorts after "156" as text; dpkg sorts it before.
    expect(outdated('99.0.4844.84-1', '1000.0esr-1')).toEqual(['chromium']);
    expect(outdated('', '')).toEqual([]);
  });

  it('does nothing but define its functions when sourced', () => {
    expect(bash('echo "$MIN_CHROMIUM $MIN_FIREFOX_ESR"')).toBe('156 153');
  });
});
