// Helpers for the slow-phone tests: the page instrumented from its first instant, on a 4× slower CPU.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __fcp?: number;
    __ready?: number;
    __shift: number;
    __marker?: string;
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
