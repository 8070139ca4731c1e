// Long tasks after the first paint, traced with nothing else attached: the slow-phone bench's
// `long-tasks` part. Lighthouse's TBT multiplies an unthrottled trace's tasks by four and watches
// the page with the Runtime domain on, which makes V8 parse React's chunk again for the stack of
// each `Error` it creates (docs/performance.md, "Lighthouse"); its simulation also counts the
// navigation's own commit task, which a 350-byte page pays too. Here Chromium throttles the CPU
// itself and the DevTools protocol is used for Emulation, Page and Tracing only, so the tasks are
// the ones a phone runs, and the blocking time is Lighthouse's formula over them.

/** A Chrome trace event (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; [key: string]: unknown };
}

/** Lighthouse's threshold: a task blocks input for its time past 50 ms. */
export const BLOCKING_THRESHOLD_MS = 50;

/** The names Chromium gives a main-thread task (one nests in the other in some versions). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What a long task spent its time on, by the trace events Chromium records inside it. */
const WORK: Record<string, string> = {
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Commit: 'paint',
  Layerize: 'paint',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
};

export interface LongTask {
  /** Start, ms after the first contentful paint (negative: it began before). */
  startMs: number;
  durationMs: number;
  /**
   * ms per kind of work inside it (parse, style, layout, paint, script), largest first, by the
   * outermost such event: a layout a script forced counts as the script's.
   */
  work: [string, number][];
}

export interface BlockingAfterPaint {
  /** Lighthouse's total blocking time over the tasks from the first contentful paint on. */
  blockingMs: number;
  /** Whether the page's document came from its service worker (the offline copy). */
  fromServiceWorker: boolean;
  /** Every task of 50 ms or more that ended after the paint. */
  longTasks: LongTask[];
}

/**
 * The blocking time after the first contentful paint of the page a trace loaded, by Lighthouse's
 * formula (TBTUtils in its trace engine): each top-level task on that page's main thread, clipped
 * to start at the paint, counts its time past 50 ms. Undefined when the trace has no paint.
 */
export function blockingAfterPaint(events: readonly TraceEvent[]): BlockingAfterPaint | undefined {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) return undefined;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.ph === 'M' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) return undefined;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  // Top level only: a task inside another (the two names nest) is part of it.
  const tasks: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of onMain.filter((e) => TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    if (e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur!;
  }
  let blockingMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const startMs = (task.ts - fcp.ts) / 1000;
    const durationMs = task.dur! / 1000;
    const endMs = startMs + durationMs;
    if (durationMs < BLOCKING_THRESHOLD_MS || endMs <= 0) continue;
    blockingMs += Math.max(0, endMs - Math.max(0, startMs) - BLOCKING_THRESHOLD_MS);
    const work = new Map<string, number>();
    let counted = -Infinity;
    for (const e of onMain.filter((e) => WORK[e.name]).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
      if (e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || e.ts < counted) continue;
      counted = e.ts + e.dur!;
      work.set(WORK[e.name]!, (work.get(WORK[e.name]!) ?? 0) + e.dur! / 1000);
    }
    longTasks.push({ startMs, durationMs, work: [...work].sort((a, b) => b[1] - a[1]) });
  }
  // The document's response: the first one on that renderer's main frame (the navigation's).
  const response = events.find(
    (e) =>
      e.name === 'ResourceReceiveResponse' &&
      e.pid === fcp.pid &&
      (e.args?.data as { mimeType?: string } | undefined)?.mimeType === 'text/html',
  );
  const fromServiceWorker = !!(response?.args?.data as { fromServiceWorker?: boolean } | undefined)?.fromServiceWorker;
  return { blockingMs, fromServiceWorker, longTasks };
}

/** One long task as the bench prints it: "+12 ms, 74 ms (layout 41, style 16)". */
export const describeLongTask = (t: LongTask): string =>
  `${t.startMs < 0 ? '' : '+'}${Math.round(t.startMs)} ms, ${Math.round(t.durationMs)} ms (${t.work
    .filter(([, ms]) => ms >= 1)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ')})`;

export interface TraceOptions {
  /** Chromium's CPU throttling rate. */
  cpu: number;
  width: number;
  height: number;
  /** How long the trace runs after the navigation starts. */
  traceMs: number;
  /**
   * A first visit: the origin's storage (its service worker and offline copy) and the browser's
   * cache are cleared first. Otherwise the tab finds what earlier visits left.
   */
  firstVisit: boolean;
}

/** How long Chromium may take to answer any one step (the trace's own time aside). */
const ANSWER_MS = 30_000;

const CATEGORIES = [
  '__metadata',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'v8.execute',
];

/**
 * Opens `url` in a new tab of the Chromium listening on `port` (./audit.ts launchChrome) and
 * returns its trace: over the DevTools protocol with Emulation, Page and Tracing only (no Runtime
 * domain), so the page's scripts run as they do with no DevTools attached.
 */
export async function traceNavigation(port: number, url: string, opts: TraceOptions): Promise<TraceEvent[]> {
  const endpoint = `http://127.0.0.1:${port}`;
  const signal = AbortSignal.timeout(ANSWER_MS);
  const target = (await (await fetch(`${endpoint}/json/new?about:blank`, { method: 'PUT', signal })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  // Every wait below ends when the connection does (Chromium gone): nothing waits out its bound.
  let closed: (e: Error) => void = () => undefined;
  const lost = new Promise<never>((_, reject) => (closed = reject));
  lost.catch(() => undefined);
  ws.addEventListener('close', () => closed(new Error(`the DevTools connection closed, tracing ${url}`)));
  ws.addEventListener('error', () => closed(new Error(`the DevTools connection failed, tracing ${url}`)));
  const bounded = <T>(p: Promise<T>, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: nothing in ${ANSWER_MS / 1000} s`)), ANSWER_MS);
    });
    return Promise.race([p, lost, late]).finally(() => clearTimeout(timer));
  };
  try {
    await bounded(new Promise((resolve) => ws.addEventListener('open', resolve, { once: true })), 'connecting');
    const events: TraceEvent[] = [];
    const answers = new Map<number, (reply: { error?: { message: string } }) => void>();
    let traced: () => void = () => undefined;
    const complete = new Promise<void>((resolve) => (traced = resolve));
    ws.addEventListener('message', (m) => {
      const msg = JSON.parse(String(m.data)) as {
        id?: number;
        method?: string;
        params?: { value?: TraceEvent[] };
        error?: { message: string };
      };
      if (msg.id !== undefined) answers.get(msg.id)?.(msg);
      else if (msg.method === 'Tracing.dataCollected') events.push(...(msg.params?.value ?? []));
      else if (msg.method === 'Tracing.tracingComplete') traced();
    });
    let id = 0;
    const send = (method: string, params: object = {}) =>
      bounded(
        new Promise<void>((resolve, reject) => {
          const n = ++id;
          answers.set(n, (reply) => {
            if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
            else resolve();
          });
          ws.send(JSON.stringify({ id: n, method, params }));
        }),
        method,
      );
    if (opts.firstVisit) {
      await send('Network.clearBrowserCache');
      await send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    }
    await send('Emulation.setDeviceMetricsOverride', {
      width: opts.width,
      height: opts.height,
      deviceScaleFactor: 1,
      mobile: true,
    });
    await send('Emulation.setCPUThrottlingRate', { rate: opts.cpu });
    await send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await send('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, opts.traceMs));
    await send('Tracing.end');
    await bounded(complete, 'the trace');
    return events;
  } finally {
    ws.close();
    await fetch(`${endpoint}/json/close/${target.id}`, { signal: AbortSignal.timeout(ANSWER_MS) }).catch(
      () => undefined,
    );
  }
}

/** A visit as the bench and the timing test trace it. */
export type Visit = 'first' | 'returning';

/**
 * The blocking time after the first paint of one visit to `url` (traced with traceNavigation at 4×
 * CPU, 412 × 823), checked to be the visit it says: a returning visit's page came from the offline
 * copy, a first visit's from the network (otherwise it throws). The bench's `long-tasks` part.
 */
export async function blockingOfVisit(
  port: number,
  url: string,
  visit: Visit,
  traceMs: number,
): Promise<BlockingAfterPaint> {
  const events = await traceNavigation(port, url, {
    cpu: 4,
    width: 412,
    height: 823,
    traceMs,
    firstVisit: visit === 'first',
  });
  const r = blockingAfterPaint(events);
  if (!r) throw new Error(`${url}: the trace has no first contentful paint`);
  if (r.fromServiceWorker !== (visit === 'returning'))
    throw new Error(
      `${url}: a ${visit} visit whose page ${r.fromServiceWorker ? 'came' : 'did not come'} from the offline copy`,
    );
  return r;
}
