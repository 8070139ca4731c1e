// Checking a request's query or body against its zod schema (the contracts in src/): the parsed
// value, or a 400 whose code names the field (`invalid_kind`, `invalid_limit`, …, or a code the
// schema gives in `params.code`) and whose message is the schema's own words.
import type { VercelRequest } from '@vercel/node';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/** The query string as one string per name (the first when repeated), as a schema reads it. */
export function queryOf(req: VercelRequest): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(req.query ?? {})) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

/** A refusal from a field's name, for a field whose refusal means "no such thing" (404). */
export interface NotFound {
  field: string;
  message: string;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, notFound?: NotFound): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path[0];
  if (notFound && field === notFound.field) throw new HttpError(404, 'not_found', notFound.message);
  const given = (issue as { params?: { code?: unknown } }).params?.code;
  const code = typeof given === 'string' ? given : `invalid_${typeof field === 'string' ? field : 'request'}`;
  throw new HttpError(400, code, issue.message);
}
