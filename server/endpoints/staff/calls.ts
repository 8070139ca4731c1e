// Calls, the staff's side: each person's own hours and limits, who takes which kind (admins), a
// private calendar feed of one's calls (the link shown once, its hash kept), one's own CalDAV
// calendar (connected by trying it; its password never sent back), and a call's no-show mark; and
// the call a booking lead's page shows.
import { randomBytes } from 'node:crypto';
import type { CaldavState, callActions, LeadCall } from '../../../src/features/staff/contract/calls.ts';
import {
  CaldavConnectError,
  listCalendars,
  serverUrlProblem,
  syncHost,
  type Credentials,
} from '../../booking/caldav.ts';
import { HttpError } from '../../errors.ts';
import { caldavOf, deleteCaldav, saveCaldav } from '../../store/booking-caldav.ts';
import { bookingOfSubmission } from '../../store/bookings.ts';
import {
  hostKinds,
  hostSettings,
  saveRules,
  setFeedHash,
  setKinds,
  setNoShow,
  zoneOf,
} from '../../store/booking-hosts.ts';
import type { Queryable } from '../../store/db.ts';
import { audit, findAccount, tokenHash } from '../../store/staff.ts';
import type { HandlersFor } from './context.ts';

/** A lead's call as its page shows it (null for a lead that is not a booking), in `viewerId`'s zone. */
export async function leadCallOf(db: Queryable, leadId: string, viewerId: string): Promise<LeadCall | null> {
  const b = await bookingOfSubmission(db, leadId);
  if (!b) return null;
  return {
    id: b.id,
    kind: b.kind,
    start: new Date(b.starts_at).toISOString(),
    end: new Date(b.ends_at).toISOString(),
    // (A lead's booking is past its hold: "held" cannot stay on one, but reads as not placed.)
    status: b.status === 'held' ? 'unplaced' : b.status,
    host: b.host_email,
    noShow: b.no_show,
    timeZone: await zoneOf(db, viewerId),
  };
}

/** One's CalDAV connection as the page shows it: never the password. */
async function caldavState(db: Queryable, accountId: string): Promise<CaldavState> {
  const c = await caldavOf(db, accountId);
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_busy WHERE account_id = $1 AND ends_at > now()',
    [accountId],
  );
  return {
    connected: !!c,
    serverUrl: c?.server_url ?? null,
    username: c?.username ?? null,
    calendarUrl: c?.calendar_url ?? null,
    calendarName: c?.calendar_name ?? null,
    lastSyncAt: c?.last_sync_at ? new Date(c.last_sync_at).toISOString() : null,
    lastError: c?.last_error ?? null,
    busyCount: rows[0]?.n ?? 0,
  };
}

/** The calendars these credentials reach; a refusal is a 400 naming the field to fix. */
async function calendarsOf(c: Credentials) {
  const problem = serverUrlProblem(c.serverUrl);
  if (problem) throw new HttpError(400, 'invalid_serverUrl', problem);
  try {
    const calendars = await listCalendars(c);
    if (!calendars.length)
      throw new HttpError(400, 'invalid_serverUrl', 'This account has no calendar for events. Make one, then connect.');
    return calendars;
  } catch (e) {
    if (e instanceof CaldavConnectError) throw new HttpError(400, `invalid_${e.field}`, e.message);
    throw e;
  }
}

export const callHandlers: HandlersFor<keyof typeof callActions> = {
  async 'call-settings'({ db, session }) {
    return hostSettings(db, session.account.id);
  },

  async 'save-call-settings'({ db, session, body }) {
    await saveRules(db, session.account.id, body);
    return hostSettings(db, session.account.id);
  },

  async 'call-hosts'({ db }) {
    return { hosts: await hostKinds(db) };
  },

  async 'save-call-hosts'({ db, session, ip, body: { hosts } }) {
    await db.transaction(async (tx) => {
      for (const h of hosts) {
        const account = await findAccount(tx, h.email);
        if (!account) throw new HttpError(400, 'invalid_hosts', `${h.email} is not a staff member.`);
        await setKinds(tx, account.id, h.kinds);
      }
      await audit(tx, { action: 'call-hosts-changed', account: session.account, detail: { hosts }, clientIp: ip });
    });
    return { hosts: await hostKinds(db) };
  },

  async 'create-feed'({ db, env, session, ip }) {
    const token = randomBytes(32).toString('base64url');
    await setFeedHash(db, session.account.id, tokenHash(token));
    await audit(db, { action: 'feed-created', account: session.account, clientIp: ip });
    return { url: `${env.siteUrl}/api/calendar-feed?token=${token}` };
  },

  async 'revoke-feed'({ db, session, ip }) {
    await setFeedHash(db, session.account.id, null);
    await audit(db, { action: 'feed-revoked', account: session.account, clientIp: ip });
  },

  async caldav({ db, session }) {
    return caldavState(db, session.account.id);
  },

  async 'caldav-calendars'({ body }) {
    return { calendars: await calendarsOf(body) };
  },

  async 'connect-caldav'({ db, env, session, ip, body }) {
    const calendars = await calendarsOf(body);
    const chosen = calendars.find((c) => c.url === body.calendarUrl);
    if (!chosen) throw new HttpError(400, 'invalid_calendarUrl', 'Calendar: choose one of the calendars found.');
    await saveCaldav(db, {
      account_id: session.account.id,
      server_url: body.serverUrl,
      username: body.username,
      password: body.password,
      calendar_url: chosen.url,
      calendar_name: chosen.name,
    });
    await audit(db, {
      action: 'caldav-connected',
      account: session.account,
      detail: { serverUrl: body.serverUrl, calendarUrl: chosen.url },
      clientIp: ip,
    });
    // Its busy times count from now on, not from the next timer run.
    await syncHost(db, env, session.account.id);
    return caldavState(db, session.account.id);
  },

  async 'sync-caldav'({ db, env, session }) {
    if (!(await caldavOf(db, session.account.id)))
      throw new HttpError(409, 'not_connected', 'Connect a calendar first.');
    await syncHost(db, env, session.account.id);
    return caldavState(db, session.account.id);
  },

  async 'disconnect-caldav'({ db, session, ip }) {
    await deleteCaldav(db, session.account.id);
    await audit(db, { action: 'caldav-disconnected', account: session.account, clientIp: ip });
  },

  async 'mark-no-show'({ db, session, ip, query: { id }, body: { noShow } }) {
    const b = await bookingOfSubmission(db, id);
    if (!b) throw new HttpError(404, 'not_found', 'This lead has no call.');
    const done = await setNoShow(db, b.id, noShow);
    if (done === 'not_booked') throw new HttpError(409, 'not_booked', 'Only a booked call can be marked as a no-show.');
    if (done === 'not_started')
      throw new HttpError(409, 'not_started', 'A call can be marked as a no-show once its start has passed.');
    await audit(db, { action: 'no-show', account: session.account, detail: { lead: id, noShow }, clientIp: ip });
    return { booking: (await leadCallOf(db, id, session.account.id))! };
  },
};
