// The long-task part's arithmetic, on traces built here: Lighthouse's blocking time from the paint.
import { describe, expect, it } from 'vitest';
import { blockingAfterPaint, describeLongTask, type TraceEvent } from './long-tasks.ts';

const PID = 7;
const MAIN = 1;
const ms = (n: number) => n * 1000;
/** A trace of one page: its main thread, its paint at 1,000 ms, and the tasks given (start and length in ms). */
function trace(tasks: [number, number, TraceEvent[]?][], extra: TraceEvent[] = []): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PID, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: PID, tid: MAIN, ts: ms(1000) },
    ...tasks.flatMap(([start, dur, inside = []]) => [
      { name: 'RunTask', ph: 'X', pid: PID, tid: MAIN, ts: ms(start), dur: ms(dur) },
      ...inside,
    ]),
    ...extra,
  ];
}
const inside = (name: string, start: number, dur: number): TraceEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts: ms(start),
  dur: ms(dur),
});

describe('blockingAfterPaint', () => {
  it('counts each task after the paint for its time past 50 ms, and none under it', () => {
    const r = blockingAfterPaint(
      trace([
        [1100, 80],
        [1300, 49],
        [1500, 120],
      ]),
    )!;
    expect(r.blockingMs).toBe(30 + 70);
    expect(r.longTasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [100, 80],
      [500, 120],
    ]);
  });

  it('clips a task that began before the paint to its part after it, as Lighthouse does', () => {
    // 60 ms before the paint and 90 after: 90 - 50.
    expect(blockingAfterPaint(trace([[940, 150]]))!.blockingMs).toBe(40);
    // 80 ms before and 40 after: under the threshold once clipped, though the task is long.
    expect(blockingAfterPaint(trace([[920, 120]]))!.blockingMs).toBe(0);
    // Over before the paint: not counted at all.
    expect(blockingAfterPaint(trace([[700, 200]]))!).toEqual({
      blockingMs: 0,
      fromServiceWorker: false,
      longTasks: [],
    });
  });

  it('counts a task once when Chromium nests its two task events', () => {
    const nested: TraceEvent = {
      name: 'ThreadControllerImpl::RunTask',
      ph: 'X',
      pid: PID,
      tid: MAIN,
      ts: ms(1200),
      dur: ms(99),
    };
    const r = blockingAfterPaint(trace([[1200, 100]], [nested]))!;
    expect(r.blockingMs).toBe(50);
    expect(r.longTasks).toHaveLength(1);
  });

  it("reads the page's own main thread only: another process's or thread's tasks do not count", () => {
    const elsewhere: TraceEvent[] = [
      { name: 'RunTask', ph: 'X', pid: PID + 1, tid: MAIN, ts: ms(1200), dur: ms(300) },
      { name: 'RunTask', ph: 'X', pid: PID, tid: 2, ts: ms(1200), dur: ms(300) },
    ];
    expect(blockingAfterPaint(trace([[1100, 60]], elsewhere))!.blockingMs).toBe(10);
  });

  it('says what each long task did, by the work traced inside it', () => {
    const r = blockingAfterPaint(
      trace([
        [1010, 74, [inside('UpdateLayoutTree', 1012, 16), inside('Layout', 1030, 41), inside('Paint', 1075, 0.5)]],
      ]),
    )!;
    expect(r.longTasks[0]!.work).toEqual([
      ['layout', 41],
      ['style', 16],
      ['paint', 0.5],
    ]);
    expect(describeLongTask(r.longTasks[0]!)).toBe('+10 ms, 74 ms (layout 41, style 16)');
  });

  it("counts work inside other work once, as the outer one's: a layout a script forced is the script's", () => {
    const r = blockingAfterPaint(
      trace([[1010, 80, [inside('FunctionCall', 1010, 60), inside('Layout', 1020, 30), inside('Paint', 1072, 5)]]]),
    )!;
    expect(r.longTasks[0]!.work).toEqual([
      ['script', 60],
      ['paint', 5],
    ]);
  });

  it('says whether the page came from its service worker, by its document response', () => {
    const response = (fromServiceWorker: boolean): TraceEvent => ({
      name: 'ResourceReceiveResponse',
      ph: 'I',
      pid: PID,
      tid: MAIN,
      ts: ms(500),
      args: { data: { mimeType: 'text/html', fromServiceWorker } },
    });
    expect(blockingAfterPaint(trace([], [response(true)]))!.fromServiceWorker).toBe(true);
    expect(blockingAfterPaint(trace([], [response(false)]))!.fromServiceWorker).toBe(false);
    expect(blockingAfterPaint(trace([]))!.fromServiceWorker).toBe(false);
  });

  it('has no answer for a trace with no paint', () => {
    expect(blockingAfterPaint(trace([[1100, 80]]).filter((e) => e.name !== 'firstContentfulPaint'))).toBeUndefined();
  });
});
