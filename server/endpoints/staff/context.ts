// What a staff action's handler gets: the request and its parsed input, typed by the contract,
// the database, and the caller as the dispatcher (./index.ts) established it.
import type { VercelRequest, VercelResponse } from '@vercel/node';
import type {
  ActionName,
  BodyOf,
  QueryOf,
  ResponseOf,
  StaffActions,
} from '../../../src/features/staff/contract/index.ts';
import type { Env } from '../../env.ts';
import type { Db } from '../../store/db.ts';
import type { StaffSession } from '../../store/staff.ts';

type Def<A extends ActionName> = StaffActions[A];

/** The signed-in staff member: always there for session and admin actions, never for public ones. */
type SessionOf<A extends ActionName> = Def<A>['auth'] extends 'public'
  ? null
  : Def<A> extends { bearer: true }
    ? (StaffSession & { token: string }) | null
    : StaffSession & { token: string };

export interface Ctx<A extends ActionName> {
  req: VercelRequest;
  res: VercelResponse;
  env: Env;
  db: Db;
  /** The client's address (for rate limits and the audit). */
  ip: string;
  /** This site's origin as the browser stated it: set for writes from a browser. */
  origin: Def<A>['write'] extends true ? (Def<A> extends { bearer: true } ? URL | null : URL) : null;
  session: SessionOf<A>;
  query: 'query' extends keyof Def<A> ? QueryOf<A> : Record<string, never>;
  body: 'body' extends keyof Def<A> ? BodyOf<A> : Record<string, never>;
}

/** A JSON action returns its answer; an empty or download action answers itself (or returns nothing). */
export type Handler<A extends ActionName> = (
  ctx: Ctx<A>,
) => Promise<Def<A>['answer'] extends 'json' ? ResponseOf<A> : void>;

export type Handlers = { [A in ActionName]: Handler<A> };

/** The handlers of some actions, each typed by its own contract. */
export type HandlersFor<Names extends ActionName> = { [A in Names]: Handler<A> };
