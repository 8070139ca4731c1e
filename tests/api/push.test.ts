// Web Push to the staff's devices: each stored lead reaches each subscribed device exactly once,
// through the outbox, encrypted and VAPID-signed as a browser's push service requires (checked by
// a local push service that decrypts like a browser), across a server restart; a gone
// subscription is removed. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '../../server/env.ts';
import { startServer } from '../../server/local/serve.ts';
import { addStaff } from '../../server/staff/accounts.ts';
import { closeDb, getDb } from '../../server/store/db.ts';
import { backends, fakeDist, post, sql, startApi, validContact, type TestApi } from './helpers.ts';
import { PushService, type TestSubscription } from './push-service.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { browser, enrol, tokenOf, type Browser } from './staff-helpers.ts';

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

describe.each(backends)('Web Push to staff devices on %s', (backend) => {
  const vapid = webpush.generateVAPIDKeys();
  let api: TestApi;
  let push: PushService;
  let b: Browser;
  let phone: TestSubscription;
  let laptop: TestSubscription;
  let restarted: Server | undefined;

  beforeAll(async () => {
    push = await PushService.start({ vapidPublicKey: vapid.publicKey });
    api = await startApi({
      backend,
      smtp: false,
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
      },
    });
    const { url } = await addStaff(await getDb(), getEnv(), 'pia@example.com', true, { by: 'test' });
    b = browser(api);
    expect((await enrol(b, new SoftAuthenticator({ origin: api.url }), tokenOf(url))).status).toBe(200);
    phone = push.subscribe();
    laptop = push.subscribe();
    for (const device of [phone, laptop]) {
      const r = await b.call('push-subscribe', {
        body: { subscription: { endpoint: device.endpoint, keys: device.keys } },
      });
      expect(r.status, await r.clone().text()).toBe(201);
    }
  });
  afterAll(async () => {
    if (restarted) await new Promise<void>((r) => restarted!.close(() => r()));
    await api?.close();
    await push?.close();
  });

  const pushesFor = (id: string, device?: TestSubscription) =>
    push.received.filter(
      (p) => (p.payload as Payload).url === `/staff/leads/${id}` && (!device || p.subscriptionId === device.id),
    );
  const sendLead = async (url = api.url) => {
    const secret = `Budget details ${randomUUID()}`;
    const name = `Rosa ${randomUUID().slice(0, 6)}`;
    const r = await post({ ...api, url }, '/api/send-contact-email', validContact({ name, message: secret }), {
      key: randomUUID(),
    });
    expect(r.status).toBe(201);
    return { id: ((await r.json()) as { id: string }).id, name, secret };
  };

  it('hands the device the VAPID key, and refuses a subscription that is not one', async () => {
    const r = await b.call('push-key');
    expect(await r.json()).toEqual({ publicKey: vapid.publicKey });
    for (const subscription of [
      null,
      { endpoint: 'http://push.example/x', keys: phone.keys },
      { endpoint: 'javascript:alert(1)', keys: phone.keys },
      { endpoint: phone.endpoint, keys: { p256dh: 'not base64!', auth: phone.keys.auth } },
      { endpoint: phone.endpoint },
    ]) {
      expect((await b.call('push-subscribe', { body: { subscription } })).status, JSON.stringify(subscription)).toBe(
        400,
      );
    }
  });

  it('each stored lead reaches each device once: its kind, the name and the company, never the message', async () => {
    const lead = await sendLead();
    await expect.poll(() => pushesFor(lead.id).length, { timeout: 15_000 }).toBe(2);
    const [one] = pushesFor(lead.id, phone);
    expect(one!.payload).toEqual({
      title: 'New lead: Contact',
      body: `${lead.name}, State Licensing Agency`,
      url: `/staff/leads/${lead.id}`,
      tag: `lead-${lead.id}`,
    });
    expect(JSON.stringify(one!.payload)).not.toContain('Budget');
    expect(one!.urgency).toBe('high');
    expect(Number(one!.ttl)).toBeGreaterThan(0);
    // Its outbox rows are done, and the outbox running again sends nothing twice.
    const { deliverDue } = await import('../../server/store/mail-outbox.ts');
    await deliverDue();
    await new Promise((r) => setTimeout(r, 600));
    expect(pushesFor(lead.id)).toHaveLength(2);
    const rows = await sql<{ status: string }>(`SELECT status FROM outbox WHERE kind = 'push' AND ref_id = $1`, [
      lead.id,
    ]);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    // The staff see it among the lead's deliveries.
    const detail = (await (await b.call('lead', { query: `id=${lead.id}` })).json()) as {
      lead: { mail: { status: string }[] };
    };
    expect(detail.lead.mail.filter((m) => m.status === 'sent')).toHaveLength(2);
  });

  it('a device its push service calls gone (410) is removed; the other still gets each lead', async () => {
    push.setStatus(laptop.id, 410);
    const lead = await sendLead();
    await expect.poll(() => pushesFor(lead.id, phone).length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(
        async () => (await sql('SELECT 1 FROM staff_push_subscriptions WHERE endpoint = $1', [laptop.endpoint])).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(0);
    const [failed] = await sql<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outbox WHERE kind = 'push' AND ref_id = $1 AND status <> 'sent'`,
      [lead.id],
    );
    expect(failed).toMatchObject({ status: 'failed', last_error: 'subscription gone (410); removed' });
    const next = await sendLead();
    await expect.poll(() => pushesFor(next.id).length, { timeout: 15_000 }).toBe(1);
    expect(
      await sql(`SELECT 1 FROM outbox WHERE kind = 'push' AND ref_id = $1`, [next.id]),
      'one push queued: one device left',
    ).toHaveLength(1);
  });

  it('a lead stored while its push cannot go out reaches the device once, after a server restart', async () => {
    push.setStatus(phone.id, 503);
    const lead = await sendLead();
    // Stored, its push tried and refused (the push service is down): waiting in the outbox.
    await expect
      .poll(
        async () =>
          (
            await sql<{ attempts: number }>(`SELECT attempts FROM outbox WHERE kind = 'push' AND ref_id = $1`, [
              lead.id,
            ])
          )[0]?.attempts ?? 0,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(pushesFor(lead.id)).toHaveLength(0);
    // The server stops, the push service comes back, the server starts again on the same database.
    await new Promise<void>((r) => {
      api.server.close(() => r());
      api.server.closeAllConnections();
    });
    await closeDb();
    push.setStatus(phone.id, null);
    const again = await startServer({ port: 0, host: '127.0.0.1', distDir: fakeDist() });
    restarted = again.server;
    await expect.poll(() => pushesFor(lead.id, phone).length, { timeout: 20_000 }).toBe(1);
    // A lead stored by the restarted server is pushed too, and nothing twice.
    const later = await sendLead(again.url.replace('localhost', '127.0.0.1'));
    await expect.poll(() => pushesFor(later.id, phone).length, { timeout: 15_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 800));
    expect(pushesFor(lead.id, phone)).toHaveLength(1);
  });
});
