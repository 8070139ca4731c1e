// Schemas more than one part of the staff contract uses. The server loads this file: relative
// imports only.
import { z } from 'zod';

/** A query parameter (text) checked by `schema`; sent empty, it is a parameter not sent. */
export const optionalParam = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(schema.optional());

export const account = z.object({ email: z.string(), isAdmin: z.boolean() });
export type Account = z.infer<typeof account>;

/** A staff member's e-mail, as sent by the inbox's forms. */
export const staffEmail = z.string().trim().min(1).max(254);
