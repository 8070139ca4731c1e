// The staff API's contract (/api/staff/<action>): every action once, with who may call it,
// whether it changes anything, and its request and answer as zod schemas. The server's dispatcher
// (server/endpoints/staff/) enforces the table and validates each request with it; the inbox's
// api/ takes its types from it (type-only imports, and the zod-free limits.ts: no zod in the browser). The server loads this
// file: relative imports only.
import type { z } from 'zod';
import { accountActions } from './accounts.ts';
import { analyticsActions } from './analytics.ts';
import type { ActionDef } from './action.ts';
import { authActions } from './auth.ts';
import { callActions } from './calls.ts';
import { leadActions } from './leads.ts';
import { pushActions } from './push.ts';

export const staffActions = {
  ...authActions,
  ...leadActions,
  ...accountActions,
  ...pushActions,
  ...analyticsActions,
  ...callActions,
} satisfies Record<string, ActionDef>;

export type StaffActions = typeof staffActions;
export type ActionName = keyof StaffActions;

type Def<A extends ActionName> = StaffActions[A];
type SchemaOf<A extends ActionName, K extends 'query' | 'body' | 'response'> =
  Def<A> extends Record<K, infer S extends z.ZodType> ? S : never;

/** What the inbox sends: the query and body as the schemas take them. */
export type QueryIn<A extends ActionName> = z.input<SchemaOf<A, 'query'>>;
export type BodyIn<A extends ActionName> = z.input<SchemaOf<A, 'body'>>;
/** What the server's handler gets, after validation. */
export type QueryOf<A extends ActionName> = z.output<SchemaOf<A, 'query'>>;
export type BodyOf<A extends ActionName> = z.output<SchemaOf<A, 'body'>>;
/** The JSON an action answers. */
export type ResponseOf<A extends ActionName> = z.output<SchemaOf<A, 'response'>>;

export type { Account } from './common.ts';
export type { AnalyticsReport, AnalyticsRow, CallsRow } from './analytics.ts';
export type {
  CaldavState,
  CalendarChoice,
  CallHosts,
  CallSettings,
  HostRulesIn,
  HostRulesOut,
  LeadCall,
} from './calls.ts';
export type { Lead, LeadDetail, LeadFile, LeadFilter, LeadMessage, LeadNote, LeadPage, MailState } from './leads.ts';
