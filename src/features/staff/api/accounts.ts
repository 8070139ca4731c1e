// The staff (contract: ../contract/accounts.ts).
import useSWR, { mutate } from 'swr';
import { request } from './client';

export const getAccounts = () => request('accounts', {}).then((r) => r.accounts);

export const useAccounts = () => useSWR('accounts', getAccounts);

export const issueLink = (email: string) => request('link', { body: { email } });

export const addAccount = async (email: string, admin: boolean) => {
  const r = await request('add-account', { body: { email, admin } });
  await mutate('accounts');
  return r;
};
