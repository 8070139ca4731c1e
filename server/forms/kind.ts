// What makes a form kind: its schema, its mail, and where a visitor without JavaScript goes.
// One file per kind (contact.ts, demo.ts, newsletter.ts, application.ts, webinar.ts) exports one
// of these; pipeline.ts runs them all the same way.
import type { z } from 'zod';
import type { Attribution } from '../../src/features/analytics/contract.ts';
import type { FileFieldName } from '../../src/config/attachments.ts';
import type { FormKind } from '../../src/config/form-kinds.ts';
import type { Env } from '../env.ts';
import type { Queryable } from '../store/db.ts';
import type { NewMail } from '../store/mail-outbox.ts';
import type { AcceptedFile } from '../uploads/accept.ts';

/** Facts about the request stored with a submission. */
export interface RequestFacts {
  /** The browser and its system ("Chrome on Android"), never the user-agent string itself. */
  device: string | null;
  pageUrl: string | null;
  /** Where the visitor came from, read out of what the device kept; null when it sent nothing. */
  attribution: Attribution | null;
  /** The visitor's own submission time (a queued offline submission may arrive later). */
  submittedAt: Date | null;
}

/** What a kind's `mails` sees: the new submission, inside its transaction. */
export interface StoredSubmission<T> {
  tx: Queryable;
  id: string;
  data: T;
  facts: RequestFacts;
  createdAt: Date;
  env: Env;
  /** The files accepted with it (already in the attachments table), in order. */
  attachments?: AcceptedFile[];
}

export interface NoJs {
  success: string;
  back: string;
  anchor: string;
  page?: { title: string; intro: string; back: string };
}

export interface FormKindDef<S extends z.ZodType = z.ZodType> {
  kind: FormKind;
  schema: S;
  /**
   * The kind's file field, if it takes files: FileRefs in JSON, or files inline in a multipart
   * post without JavaScript. The field is checked and stored as attachments, not in `fields`.
   */
  fileField?: FileFieldName;
  /** Status for a new submission; 201 unless the answer must not reveal whether anything changed. */
  createdStatus?: 200 | 201;
  /**
   * Without JavaScript: where success goes (303), where the error page links back to, and that
   * page's words when they differ from the contact form's.
   */
  noJs: NoJs;
  /** The mail a new submission queues, in the same transaction (a kind may also write its own rows). */
  mails(s: StoredSubmission<z.output<S>>): Promise<NewMail[]> | NewMail[];
  /** More of the answer to a stored submission (new or replayed), beside its id. */
  answer?(db: Queryable, env: Env, id: string): Promise<Record<string, unknown>>;
}

/** Keeps the schema's type when declaring a kind. */
export const defineFormKind = <S extends z.ZodType>(def: FormKindDef<S>) => def;
