import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { classifyHref } from '@/lib/ground/html/url';

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  /** Text appended (visually hidden) to external links, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

/**
 * Links from content (menus): internal paths use next/link (client
 * navigation, prefetch); absolute URLs open in a new tab with
 * rel=noopener noreferrer; unsafe links (javascript: …) render as plain text.
 * Hook-free: works in server and client trees.
 */
export function SmartLink({ href, children, className, onClick, newTabLabel }: SmartLinkProps) {
  const link = classifyHref(href);
  // Left out when absent: a menu link rendered on the server carries its props in the page's data too.
  const click = onClick ? { onClick } : {};
  if (!link) return <span className={className}>{children}</span>;
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" {...click}>
        {children}
        {newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} {...click}>
      {children}
    </Link>
  );
}
