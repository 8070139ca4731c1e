import { createContext, use, useEffect } from 'react';
import { applyHead, type HeadData } from '@/lib/head';

/** Called during the prerender so the server can write the page's <head>. */
export const HeadCollector = createContext<((head: HeadData) => void) | null>(null);

export function PageHead(props: HeadData) {
  use(HeadCollector)?.(props);
  const { title, description, path } = props;
  useEffect(() => applyHead({ title, description, path }), [title, description, path]);
  return null;
}
