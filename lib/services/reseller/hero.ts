import { classifyHref, type ClassifiedHref } from '../../ground/html/url';

/**
 * The hero call-to-action target: external when it looks like a
 * URL (http/https, "//host", or a bare domain such as www.example.com),
 * otherwise an internal route starting with '/'. Null for an empty or
 * unsafe link (javascript: …): the button is then not rendered.
 */
export function heroLink(ctaButtonLink: string | null | undefined): ClassifiedHref | null {
  const link = classifyHref(ctaButtonLink);
  // mailto:/tel: are fine in menus but a hero button is a page link.
  if (link?.external && !/^(https?:)?\/\//i.test(link.href)) return null;
  return link;
}
