import { linePropertyName } from '../../../lib/ground/money/signed-properties.ts';
import { esc } from './html.ts';
import type { Strings } from './i18n.ts';
import type { Attr } from './types.ts';

/**
 * A designed line on the hosted checkout: the storefront sends the design
 * the shopper approved as hidden line attributes (_print_ready_image,
 * _thumbnail, _customer_canvas_state, _low_dpi; orders placed before carry
 * them without the underscore). The checkout shows the proof thumbnail and
 * links the print file, so buyer and team see what goes to production. The
 * storefront checked their origins; the checkout still shows only absolute
 * http(s) URLs, escaped, and lets the page's CSP load images from exactly
 * their origins.
 */

export interface LineDesign {
  thumbnail: URL | null;
  printFile: URL | null;
}

function httpUrl(value: string | null | undefined): URL | null {
  if (!value || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The line's design, or null when it has neither a thumbnail nor a print file URL. */
export function lineDesign(attributes: Attr[]): LineDesign | null {
  const value = (name: string) => attributes.find((a) => linePropertyName(a.key) === name)?.value.trim();
  const design = { thumbnail: httpUrl(value('thumbnail')), printFile: httpUrl(value('print_ready_image')) };
  return design.thumbnail || design.printFile ? design : null;
}

/** The thumbnail and the "Print file" link; `title` names the image. */
export function designHtml(design: LineDesign, title: string, t: Pick<Strings, 'designAlt' | 'printFile'>): string {
  const thumb = design.thumbnail
    ? `<img class="design-thumb" src="${esc(design.thumbnail.href)}" alt="${esc(t.designAlt(title))}" width="96" height="96">`
    : '';
  const link = design.printFile
    ? `<a class="print-file" href="${esc(design.printFile.href)}" target="_blank" rel="noopener noreferrer">${esc(t.printFile)}</a>`
    : '';
  return `<div class="design">${thumb}${link}</div>`;
}
