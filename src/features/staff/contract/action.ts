// The shape of one staff action in the contract (./index.ts): its method, who may call it, whether
// it changes anything, and its request and answer, declared once with zod. The server validates
// requests with these schemas (server/endpoints/staff/) and the inbox takes its types from them
// (../api/). The server loads this file: relative imports only.
import type { z } from 'zod';

/** Who may call an action: anyone, a signed-in staff member, or an admin. */
export type Auth = 'public' | 'session' | 'admin';

/** What an action answers: JSON of `response`, nothing (204), or a file to download. */
export type Answer = 'json' | 'empty' | 'download';

export interface ActionDef {
  method: 'GET' | 'POST';
  /** Also answers HEAD (a download's size without its bytes). */
  head?: boolean;
  auth: Auth;
  /**
   * Changes something: a browser must send this site's Origin and not call it cross-site (the
   * server checks it before anything else), so no other site can act through a signed-in browser.
   */
  write: boolean;
  /** Also callable by a script with the server's admin token as a Bearer token (no browser, no session). */
  bearer?: boolean;
  /** The query string, as one string per name (the first when repeated). */
  query?: z.ZodType;
  body?: z.ZodType;
  answer: Answer;
  response?: z.ZodType;
  /** The JSON answer is a 201 (something new was made). */
  created?: boolean;
  /** A query field whose refusal means "no such thing": 404 instead of 400. */
  notFound?: { field: string; message: string };
}

/** Declares an action, keeping its literal types for the table. */
export const action = <const A extends ActionDef>(a: A): A => a;

/** A challenge or credential id as WebAuthn writes them. */
export const BASE64URL = /^[A-Za-z0-9_-]{16,1366}$/;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
