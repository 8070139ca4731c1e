import { createContext, use, useEffect } from 'react';
import { applyHead, type HeadData } from '@/lib/head';

/** Filled during the prerender so the server can write the page's <head>. */
export const HeadCollector = createContext<{ current: HeadData | null } | null>(null);

export function PageHead(props: HeadData) {
  const collector = use(HeadCollector);
  if (collector) collector.current = props;
  const { title, description, path } = props;
  useEffect(() => applyHead({ title, description, path }), [title, description, path]);
  return null;
}
