// A staff member's browser for the API tests of /api/staff: this site's Origin on every POST, the
// session cookie kept, a passkey from the software authenticator.
import { expect } from 'vitest';
import { nextIp, type TestApi } from './helpers.ts';
import type { SoftAuthenticator } from './soft-authenticator.ts';

export interface Browser {
  origin: string;
  cookie: string;
  ip: string;
  call(
    action: string,
    init?: {
      method?: string;
      body?: unknown;
      origin?: string | null;
      query?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
}

/**
 * A browser on the staff pages: it sends this site's Origin and keeps the session cookie. With
 * `publicOrigin` (e.g. https://www.example.gov) it reaches the site there, through the trusted
 * proxy's X-Forwarded-Proto and X-Forwarded-Host, as on a real deployment.
 */
export function browser(api: TestApi, publicOrigin?: string): Browser {
  const site = publicOrigin ? new URL(publicOrigin) : undefined;
  const b: Browser = {
    origin: site?.origin ?? api.url,
    cookie: '',
    ip: nextIp(),
    async call(action, init = {}) {
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      const headers: Record<string, string> = {
        'x-forwarded-for': b.ip,
        ...(site ? { 'x-forwarded-proto': site.protocol.slice(0, -1), 'x-forwarded-host': site.host } : {}),
        ...init.headers,
      };
      if (b.cookie) headers.cookie = b.cookie;
      const origin = init.origin === undefined ? b.origin : init.origin;
      if (origin !== null && method !== 'GET') headers.origin = origin;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(`${api.url}/api/staff/${action}${init.query ? `?${init.query}` : ''}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const set = r.headers.get('set-cookie');
      if (set) b.cookie = /Max-Age=0/.test(set) ? '' : set.split(';')[0]!;
      return r;
    },
  };
  return b;
}

export const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

export async function enrol(b: Browser, auth: SoftAuthenticator, token: string): Promise<Response> {
  const o = await b.call('enrol-options', { body: { token } });
  expect(o.status, await o.clone().text()).toBe(200);
  const { options } = (await o.json()) as { options: Parameters<SoftAuthenticator['register']>[0] };
  return b.call('enrol', { body: { token, response: auth.register(options) } });
}

export async function signIn(
  b: Browser,
  auth: SoftAuthenticator,
  over: Parameters<SoftAuthenticator['authenticate']>[1] = {},
): Promise<Response> {
  const o = await b.call('sign-in-options', { body: {} });
  expect(o.status, await o.clone().text()).toBe(200);
  const { options } = (await o.json()) as { options: Parameters<SoftAuthenticator['authenticate']>[0] };
  return b.call('sign-in', { body: { response: auth.authenticate(options, over) } });
}
