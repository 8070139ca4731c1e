// What a page sends to the site's own analytics endpoint, read from its requests: each event once
// (a retry sends the same id again).
import type { Page, Request } from '@playwright/test';
import { EVENTS_ENDPOINT } from '../../src/config/analytics.ts';
import type { AnalyticsEvent, EventBatch } from '../../src/features/analytics/contract.ts';

export function sentEvents(page: Page) {
  const byId = new Map<string, AnalyticsEvent>();
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== EVENTS_ENDPOINT) return;
    for (const e of (r.postDataJSON() as EventBatch).events) byId.set(e.id, e);
  });
  return {
    all: () => [...byId.values()],
    named: (name: AnalyticsEvent['name']) => [...byId.values()].filter((e) => e.name === name),
    views: () => [...byId.values()].filter((e) => e.name === 'page_view').map((e) => e.path),
  };
}
