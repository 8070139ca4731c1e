// Helpers for the slow-phone tests: the page instrumented from its first instant, on a 4× slower CPU.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __fcp?: number;
    __ready?: number;
    __shift: number;
    __marker?: string;
    __paintAt?: number;
    __belowShownAt?: number;
  }
}

/** Paint time, layout shifts and the moment a worker takes control, from the page's first instant. */
export function instrument() {
  window.__shift = 0;
  window.__marker = 'first-document';
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) window.__fcp = performance.now();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    // Shifts right after the visitor's own input are what they asked for.
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) window.__shift += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  navigator.serviceWorker?.addEventListener('controllerchange', () => (window.__ready = performance.now()));
}

export async function phone(context: BrowserContext, width = 390): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(instrument);
  return page;
}

/** Slow 4G as the slow-phone measurements throttle it through CDP: 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export const CDP_SLOW_4G = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } as const;

/** The phone above on a slow 4G link throttled in the browser (CDP), not through tests/support/field-proxy.ts. */
export async function slowPhone(context: BrowserContext, width = 390): Promise<Page> {
  const page = await phone(context, width);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...CDP_SLOW_4G });
  return page;
}

/**
 * When the first element below a page's first screen (`main > section ~ *`) is first shown: the
 * start of the frame after the one whose style has it visible (that one has been drawn by then),
 * and the first contentful paint's own time. The style is read in the frame's own animation
 * callback, where it is about to be computed anyway. (A message posted from that callback can wait
 * behind the next frame's rendering too, which is not this element's.)
 */
export function watchBelowFirstScreen() {
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) window.__paintAt = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  const frame = () => {
    const below = document.querySelector('main > section ~ *');
    if (!below || getComputedStyle(below).visibility !== 'visible') return requestAnimationFrame(frame);
    requestAnimationFrame(() => (window.__belowShownAt = performance.now()));
  };
  requestAnimationFrame(frame);
}
