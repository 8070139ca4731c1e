// Housekeeping run by the local server's timer (hourly) and the Vercel cron: expired rate-limit
// windows, the daily salts past their hours, analytics events past their months (their daily counts stay), delivered mail past its retention, attachments past theirs, uploads no submission
// named, staff sessions, links and challenges that can no longer be used, and lapsed holds of a call's time go.
import { UPLOADS } from '../../src/config/attachments.ts';
import type { Env } from '../env.ts';
import { pruneAttachments, pruneOrphanUploads } from './attachments.ts';
import type { Db } from './db.ts';
import { pruneEvents, rollUpDue } from './analytics.ts';
import { pruneSalts } from './daily-salts.ts';
import { pruneDelivered } from './mail-outbox.ts';
import { pruneRateLimits } from './rate-limit.ts';
import { forgetAddresses } from './submissions.ts';
import { pruneStaff } from './staff.ts';
import { pruneLapsedHolds } from './bookings.ts';

export interface MaintenanceReport {
  mailPruned: number;
  /** Attachments deleted (with their uploads and bytes) after ATTACHMENT_RETENTION_DAYS. */
  attachmentsPruned: number;
  /** Uploads never named by a submission, deleted UPLOADS.orphanHours after their last change. */
  orphanUploadsPruned: number;
}

export async function maintain(db: Db, env: Env): Promise<MaintenanceReport> {
  await pruneRateLimits(db);
  await pruneSalts(db);
  await forgetAddresses(db);
  await pruneEvents(db);
  await pruneStaff(db);
  await pruneLapsedHolds(db);
  const mailPruned = await pruneDelivered(db, env.MAIL_RETENTION_DAYS);
  if (mailPruned)
    console.log(`[maintenance] deleted ${mailPruned} delivered message(s) older than ${env.MAIL_RETENTION_DAYS} days`);
  const { attachments: attachmentsPruned } = await pruneAttachments(db, env.ATTACHMENT_RETENTION_DAYS);
  if (attachmentsPruned)
    console.log(
      `[maintenance] deleted ${attachmentsPruned} attachment(s) of submissions older than ${env.ATTACHMENT_RETENTION_DAYS} days`,
    );
  const orphanUploadsPruned = await pruneOrphanUploads(db, UPLOADS.orphanHours);
  if (orphanUploadsPruned)
    console.log(
      `[maintenance] deleted ${orphanUploadsPruned} upload(s) no submission named, unchanged for ${UPLOADS.orphanHours} hours`,
    );
  // Last, so no other housekeeping waits on it: the dashboard's daily counts, for the days with new
  // events (the dashboard also counts its own range before it reads).
  try {
    await rollUpDue(db);
  } catch (e) {
    console.error('[maintenance] the daily counts:', (e as Error).message);
  }
  return { mailPruned, attachmentsPruned, orphanUploadsPruned };
}
