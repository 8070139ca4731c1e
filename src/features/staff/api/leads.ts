// The leads (contract: ../contract/leads.ts).
import useSWR, { mutate } from 'swr';
import type { BodyIn, QueryIn } from '@/features/staff/contract';
import { actionUrl, request } from './client';

export const getLeads = (query: QueryIn<'leads'>) => request('leads', { query });

/** The first page of a filter (older pages are asked for with getLeads and a cursor). */
export const useLeads = (query: QueryIn<'leads'>) =>
  useSWR(['leads', query.kind ?? '', query.status ?? '', query.q ?? ''], ([, kind, status, q]) =>
    getLeads({ kind, status, q }),
  );

export const getLead = (id: string) => request('lead', { query: { id } });

export const useLead = (id: string) => useSWR(['lead', id], ([, i]) => getLead(i));

export const getMailState = () => request('mail', {});

export const useMailState = () => useSWR('mail', getMailState);

/** After a change to a lead: it, and every listing (its status or assignee may have moved it). */
const changed = (id: string) =>
  mutate((key) => Array.isArray(key) && (key[0] === 'leads' || (key[0] === 'lead' && key[1] === id)));

export const updateLead = async (id: string, body: BodyIn<'update-lead'>) => {
  const r = await request('update-lead', { query: { id }, body });
  await changed(id);
  return r;
};

export const addNote = async (id: string, text: string) => {
  const r = await request('add-note', { query: { id }, body: { text } });
  await changed(id);
  return r;
};

/** A download, not a fetch: the browser saves the CSV of the filter. */
export const exportUrl = (query: QueryIn<'export'>) => actionUrl('export', query);

/** A download: one of a lead's files. */
export const attachmentUrl = (id: string) => actionUrl('attachment', { id });
