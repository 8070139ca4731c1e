// The staff API (/api/staff/<action>, server/endpoints/staff.ts): the session cookie goes along by
// itself, and a same-origin POST carries the Origin the server checks.
import type { FormKind } from '@/config/form-kinds';
import type { LeadStatusName } from '@/content/staff';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sent on window when the server says the session is over. */
export const SIGNED_OUT_EVENT = 'staff:signed-out';

/** No answer at all: the request is given up after this long, so no wait is unbounded. */
const TIMEOUT_MS = 20_000;

export async function call<T>(action: string, init: { query?: string; body?: unknown } = {}): Promise<T> {
  const url = `/api/staff/${action}${init.query ? `?${init.query}` : ''}`;
  const res = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  if (res.status === 401 && json.error === 'signed_out') dispatchEvent(new Event(SIGNED_OUT_EVENT));
  if (!res.ok) throw new StaffApiError(res.status, json.error ?? 'error', json.message ?? res.statusText);
  return json as T;
}

export interface Account {
  email: string;
  isAdmin: boolean;
}

export interface Attachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface Lead {
  id: string;
  kind: FormKind;
  timestamp: string;
  email: string;
  fields: Record<string, string>;
  pageUrl: string | null;
  mailStatus: string | null;
  status: LeadStatusName;
  assignee: string | null;
}

export interface LeadDetail extends Lead {
  attachments: Attachment[];
  notes: { id: string; author: string; text: string; at: string }[];
  mail: { to: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }[];
}

export interface LeadPage {
  leads: Lead[];
  nextCursor: string | null;
  counts: Record<LeadStatusName, number>;
}

export interface Health {
  mail: { waiting: number; stuck: number; failed: number; smtpConfigured: boolean };
  problems: { leadId: string | null; kind: string; to: string; status: string; reason: string | null }[];
}

export const attachmentUrl = (id: string) => `/api/staff/attachment?id=${encodeURIComponent(id)}`;
export const exportUrl = (query: string) => `/api/staff/export${query ? `?${query}` : ''}`;
