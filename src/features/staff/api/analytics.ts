// The site's statistics (contract: ../contract/analytics.ts).
import useSWR from 'swr';
import type { QueryIn } from '@/features/staff/contract';
import { request } from './client';

export const getAnalytics = (query: QueryIn<'analytics'>) => request('analytics', { query });

/** A range of days (the server's default when none is given: the last 30). */
export const useAnalytics = (query: QueryIn<'analytics'>) =>
  useSWR(['analytics', query.from ?? '', query.to ?? ''], ([, from, to]) => getAnalytics({ from, to }));
