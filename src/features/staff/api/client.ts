// One request to the staff API (/api/staff/<action>), typed by the contract: the query and body
// the action takes, the JSON it answers. The session cookie goes along by itself, and a POST from
// this page carries the Origin the server checks. No zod here: the types come from the contract.
import type { ActionName, BodyIn, QueryIn, ResponseOf } from '@/features/staff/contract';

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** Sent on window when the server says the session is over (the root then checks the session). */
export const SIGNED_OUT_EVENT = 'staff:signed-out';

/** No answer at all: the request is given up after this long, so no wait is unbounded. */
const TIMEOUT_MS = 20_000;

/** The query string of an action (empty values left out). */
export const queryString = (query: Record<string, string | number | undefined> = {}) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const actionUrl = (action: ActionName, query?: Record<string, string | number | undefined>) => {
  const qs = queryString(query);
  return `/api/staff/${action}${qs ? `?${qs}` : ''}`;
};

type Input<A extends ActionName> = (QueryIn<A> extends never ? { query?: never } : { query: QueryIn<A> }) &
  (BodyIn<A> extends never ? { body?: never } : { body: BodyIn<A> });

/** Calls `action`: a GET without a body, a POST with one. Throws StaffApiError for any refusal. */
export async function request<A extends ActionName>(action: A, input: Input<A>): Promise<ResponseOf<A>> {
  const body = input.body as unknown;
  const res = await fetch(actionUrl(action, input.query as Record<string, string | number | undefined>), {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status === 204) return undefined as ResponseOf<A>;
  const json = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  // The session check's own answer is the state itself; any other signed-out answer asks it again.
  if (res.status === 401 && json.error === 'signed_out' && action !== 'session')
    dispatchEvent(new Event(SIGNED_OUT_EVENT));
  if (!res.ok) throw new StaffApiError(res.status, json.error ?? 'error', json.message ?? res.statusText);
  return json as ResponseOf<A>;
}

/** The session is over (or never was): the page shows nothing, and the root shows sign-in. */
export const isSignedOut = (e: unknown) => e instanceof StaffApiError && e.status === 401;

/** An error message for a person: the server's own words when it sent some. */
export const messageOf = (e: unknown, fallback: string) => (e instanceof StaffApiError ? e.message : fallback);
