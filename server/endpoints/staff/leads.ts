// The leads: the listing with counts per status, one lead with its files, mail and notes, its
// status and assignee, notes, the CSV export, a file's download, and the mail that did not go out.
import type { leadActions } from '../../../src/features/staff/contract/leads.ts';
import { replySubject, shownFields } from '../../../src/content/lead-fields.ts';
import { HttpError } from '../../errors.ts';
import { flatten, toCsv } from '../../staff/export.ts';
import { attachmentsBySubmission, findAttachment } from '../../store/attachments.ts';
import { addNote, mailOf, notesOf, undeliveredMail, updateLead } from '../../store/leads.ts';
import { mailHealth } from '../../store/mail-outbox.ts';
import { audit, findAccount } from '../../store/staff.ts';
import { countByStatus, listLeads } from '../../store/submissions.ts';
import { streamAttachment } from '../attachments.ts';
import { leadCallOf } from './calls.ts';
import type { HandlersFor } from './context.ts';

/** At most this many rows in one export (a page of the listing at a time). */
export const EXPORT_MAX_ROWS = 50_000;

const noLead = () => new HttpError(404, 'not_found', 'No such lead.');

export const leadHandlers: HandlersFor<keyof typeof leadActions> = {
  async leads({ db, query: { limit, cursor, ...filter } }) {
    const [page, counts] = await Promise.all([
      listLeads(db, { ...filter, limit, cursor }),
      countByStatus(db, { kind: filter.kind, q: filter.q }),
    ]);
    return { leads: page.leads, nextCursor: page.nextCursor, counts };
  },

  async lead({ db, session, query: { id } }) {
    const found = (await listLeads(db, { id, limit: 1 })).leads[0];
    if (!found) throw noLead();
    const [files, notes, mail, booking] = await Promise.all([
      attachmentsBySubmission(db, [id]),
      notesOf(db, id),
      mailOf(db, id),
      found.kind === 'booking' ? leadCallOf(db, id, session.account.id) : null,
    ]);
    return {
      lead: {
        ...found,
        shown: shownFields(found.kind, found.fields),
        replySubject: replySubject(found.kind, found.fields),
        attachments: files.get(id) ?? [],
        notes,
        mail,
        booking,
      },
    };
  },

  async 'update-lead'({ db, session, ip, query: { id }, body }) {
    const change: { status?: typeof body.status; assigneeId?: string | null } = { status: body.status };
    if (body.assignee === null) change.assigneeId = null;
    else if (body.assignee !== undefined) {
      const account = await findAccount(db, body.assignee);
      if (!account) {
        throw new HttpError(400, 'invalid_assignee', 'The assignee must be a staff member’s e-mail, or null.');
      }
      change.assigneeId = account.id;
    }
    if (!(await updateLead(db, id, change))) throw noLead();
    await audit(db, { action: 'lead-updated', account: session.account, detail: { lead: id, ...body }, clientIp: ip });
    return { lead: (await listLeads(db, { id, limit: 1 })).leads[0]! };
  },

  async 'add-note'({ db, session, ip, query: { id }, body: { text } }) {
    if (!(await listLeads(db, { id, limit: 1 })).leads[0]) throw noLead();
    const note = await addNote(db, id, session.account, text);
    await audit(db, { action: 'note-added', account: session.account, detail: { lead: id }, clientIp: ip });
    return { note };
  },

  async export({ db, res, session, ip, query: filter }) {
    const rows = [];
    let cursor: number | undefined;
    do {
      const page = await listLeads(db, { ...filter, limit: 1000, cursor });
      const files = await attachmentsBySubmission(
        db,
        page.leads.map((i) => i.id),
      );
      for (const i of page.leads) rows.push(flatten({ ...i, attachments: files.get(i.id) ?? [] }));
      cursor = page.nextCursor ? Number(page.nextCursor) : undefined;
    } while (cursor !== undefined && rows.length < EXPORT_MAX_ROWS);
    await audit(db, {
      action: 'export',
      account: session.account,
      detail: { ...filter, rows: rows.length },
      clientIp: ip,
    });
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
    res.status(200).send(toCsv(rows));
  },

  async attachment({ req, res, db, session, ip, query: { id } }) {
    const a = await findAttachment(db, id);
    if (!a) throw new HttpError(404, 'not_found', 'No attachment with this id.');
    await audit(db, {
      action: 'download',
      account: session.account,
      detail: { attachment: a.id, lead: a.submissionId, filename: a.filename },
      clientIp: ip,
    });
    await streamAttachment(req, res, db, a);
  },

  async mail({ db, env }) {
    const [mail, undelivered] = await Promise.all([mailHealth(db), undeliveredMail(db)]);
    return { mail: { ...mail, smtpConfigured: !!env.SMTP_URL }, undelivered };
  },
};
