import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { contactHref } from '@/config/paths';
import { scrollToAndFocus } from '@/lib/motion';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

/**
 * One link for every href in content: router links for paths, smooth in-page scrolling for
 * "#id" (falling back to /contact when the page has no contact section), plain anchors otherwise.
 */
export function SmartLink({ href, children, onClick, ...rest }: SmartLinkProps) {
  const { pathname } = useLocation();
  if (isExternal(href)) {
    const newTab = href.startsWith('http');
    return (
      <a href={href} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    const target = href === '#contact' ? contactHref(pathname) : href;
    if (!target.startsWith('#')) {
      return (
        <Link to={target} onClick={onClick} {...rest}>
          {children}
        </Link>
      );
    }
    const handle = (e: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(e);
      const el = document.getElementById(target.slice(1));
      if (!el || e.defaultPrevented) return;
      e.preventDefault();
      history.replaceState(history.state, '', target);
      scrollToAndFocus(el);
    };
    return (
      <a href={target} onClick={handle} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
