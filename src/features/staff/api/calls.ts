// Calls (contract: ../contract/calls.ts): one's own hours and limits, who takes which kind
// (admins), one's calendar feed, one's own CalDAV calendar, and a call's no-show mark.
import useSWR, { mutate } from 'swr';
import type { BodyIn } from '@/features/staff/contract';
import { request } from './client';

export const getCallSettings = () => request('call-settings', {});

export const useCallSettings = () => useSWR('call-settings', getCallSettings);

/** Saves one's rules; the answer (as the server keeps them) becomes what the page reads. */
export const saveCallSettings = async (body: BodyIn<'save-call-settings'>) => {
  const r = await request('save-call-settings', { body });
  await mutate('call-settings', r, { revalidate: false });
  return r;
};

export const getCallHosts = () => request('call-hosts', {});

/** Only an admin asks (anyone else would be refused). */
export const useCallHosts = (admin: boolean) => useSWR(admin ? 'call-hosts' : null, getCallHosts);

export const saveCallHosts = async (hosts: BodyIn<'save-call-hosts'>['hosts']) => {
  const r = await request('save-call-hosts', { body: { hosts } });
  await mutate('call-hosts', r, { revalidate: false });
  return r;
};

/** A new feed link (shown once), replacing any earlier one. */
export const createFeed = async () => {
  const r = await request('create-feed', { body: {} });
  await mutate('call-settings');
  return r;
};

export const revokeFeed = async () => {
  await request('revoke-feed', { body: {} });
  await mutate('call-settings');
};

export const getCaldav = () => request('caldav', {});

export const useCaldav = () => useSWR('caldav', getCaldav);

/** The calendars these credentials reach (nothing is stored yet). */
export const findCalendars = (body: BodyIn<'caldav-calendars'>) => request('caldav-calendars', { body });

/** Connects the calendar chosen; its state (read once already) becomes what the page reads. */
export const connectCaldav = async (body: BodyIn<'connect-caldav'>) => {
  const r = await request('connect-caldav', { body });
  await mutate('caldav', r, { revalidate: false });
  return r;
};

export const syncCaldav = async () => {
  const r = await request('sync-caldav', { body: {} });
  await mutate('caldav', r, { revalidate: false });
  return r;
};

export const disconnectCaldav = async () => {
  await request('disconnect-caldav', { body: {} });
  await mutate('caldav');
};

/** Marks (or unmarks) a lead's call as a no-show; the lead is read again. */
export const markNoShow = async (leadId: string, noShow: boolean) => {
  const r = await request('mark-no-show', { query: { id: leadId }, body: { noShow } });
  await mutate((key) => Array.isArray(key) && key[0] === 'lead' && key[1] === leadId);
  return r;
};
