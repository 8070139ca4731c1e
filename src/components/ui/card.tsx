import type { ReactNode } from 'react';

/** A bordered surface; `as` keeps list semantics when cards sit in a <ul>. */
export function Card({
  children,
  className = '',
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'li' | 'article';
}) {
  return <Tag className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>{children}</Tag>;
}
