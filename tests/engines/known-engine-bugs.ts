// Engine bugs that block a step of a journey, each marked as narrowly as possible, with a minimal
// reproduction in KNOWN-ENGINE-BUGS.md. A mark tolerates exactly the error reports its bug
// produces; everything else still fails. The journey named in `mustShowIn` fails when the bug no
// longer shows, so a stale mark is noticed and removed.
import { expect } from 'vitest';
import type { EngineName } from './driver';

export interface KnownEngineBug {
  /** The heading in KNOWN-ENGINE-BUGS.md. */
  id: string;
  engine: EngineName;
  /** The journey (test name) in which it must still show up. */
  mustShowIn: string;
  /** True for exactly the error reports this bug produces. */
  matches(error: string): boolean;
}

export const ROUTES_JOURNEY = 'every route renders and hydrates, with no console error or CSP violation';

// None now. Firefox's `error` on a modulepreload of the running entry module
// (firefox-modulepreload-of-a-running-module-fires-error) no longer shows: the entry imports the
// app by URL, and no chunk lists the entry as a dependency to preload any more.
export const knownEngineBugs: readonly KnownEngineBug[] = [];

/**
 * How many times a journey a known crash interrupted runs again: about one run in six of the
 * carousel journey crashed here, so one rerun left two crashes in a row to fail a whole CI run.
 */
export const CRASH_RERUNS = 2;

/**
 * Content-process crashes seen in an engine, by what the browser prints. A journey one of them
 * interrupts runs again in a new browser (journeys.ts); it is no mark on a step.
 */
export const knownEngineCrashes: Readonly<Partial<Record<EngineName, { id: string; signature: RegExp }>>> = {
  webkit: { id: 'webkitgtk-web-process-crash', signature: /WebProcess CRASHED/ },
};

/**
 * The engine's own report of a load that leaving a page cut off (KNOWN-ENGINE-BUGS.md): a failed
 * `<link rel=modulepreload>` or `<script>` load, or Firefox's "intercepted … unexpected error" for
 * the worker's cut-off answer (with no URL when the worker built that answer from the offline
 * bundle). Accepted only where a page is left.
 */
export const ABORTED_LOAD =
  /^(error: failed to load (LINK\[rel=modulepreload\]|SCRIPT) |pageerror: Failed to load ‘[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$)/;

const seen = new Map<string, number>();

/** Fails the step on any error report that no known bug of this engine accounts for. */
export function expectNoErrors(engine: EngineName, step: string, errors: string[]): void {
  const unexpected: string[] = [];
  for (const e of errors) {
    const bug = knownEngineBugs.find((b) => b.engine === engine && b.matches(e));
    if (bug) seen.set(bug.id, (seen.get(bug.id) ?? 0) + 1);
    else unexpected.push(e);
  }
  expect(unexpected, `errors reported by ${engine} at ${step}`).toEqual([]);
}

/** Starts counting for a journey that must still show its engine's known bugs. */
export function resetKnownBugs(): void {
  seen.clear();
}

/** Fails when a known bug that must show in this journey did not: the mark is stale. */
export function expectKnownBugsShown(engine: EngineName, journey: string): void {
  for (const bug of knownEngineBugs.filter((b) => b.engine === engine && b.mustShowIn === journey)) {
    expect(
      seen.get(bug.id) ?? 0,
      `known engine bug "${bug.id}" no longer shows in ${engine}: remove its mark (known-engine-bugs.ts, KNOWN-ENGINE-BUGS.md)`,
    ).toBeGreaterThan(0);
  }
}
