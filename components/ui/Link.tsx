import type { AnchorHTMLAttributes } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A plain anchor for every internal link. next/link's client router costs
 * about 9 KB gzip on every page, which the 140 KB JavaScript budget of the
 * catalog pages cannot carry; catalog pages are served whole from the page
 * cache in a few milliseconds, so a full navigation is as quick for shoppers.
 * Hook-free: usable from server and client components alike.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}
