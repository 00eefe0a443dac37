import Link from 'next/link';
import type { ReactNode } from 'react';

/** True for absolute URLs (http, https, protocol-relative, mailto, tel). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href.trim());
}

/** Only http(s), mailto and tel absolute URLs are rendered; anything else becomes "#". */
export function safeHref(href: string): string {
  const value = href.trim();
  if (!isExternalHref(value)) return value.startsWith('/') || value.startsWith('#') || value.startsWith('?') ? value : `/${value}`;
  return /^(?:https?:|mailto:|tel:|\/\/)/i.test(value) ? value : '#';
}

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** Text appended (visually hidden) to external links, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
  'aria-current'?: 'page' | undefined;
}

/**
 * Menu links from snippets: internal paths use next/link (client navigation,
 * prefetch); absolute URLs open in a new tab with rel=noopener noreferrer.
 * Hook-free: works in server and client trees.
 */
export function SmartLink({ href, children, className, onClick, newTabLabel, ...rest }: SmartLinkProps) {
  const target = safeHref(href);
  if (isExternalHref(target)) {
    return (
      <a href={target} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
        {newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <Link href={target} className={className} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
