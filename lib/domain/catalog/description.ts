import { htmlToText, sanitizeHtml } from '../../ground/html/sanitize';
import { truncateAtWord } from '../../ground/html/truncate';

/**
 * The product description markup carries two things:
 * list items are the specs, everything else is the description.
 */
export interface SplitDescription {
  /** Text of each <li>, whitespace collapsed, entities decoded. */
  specs: string[];
  /** The rest, sanitised, with the lists removed. */
  descriptionHtml: string;
  /** Plain text of the rest. */
  text: string;
}

export function splitDescription(descriptionHtml: string | null | undefined): SplitDescription {
  const specs: string[] = [];
  // List items close before their list, so specs arrive in document order.
  // (Nested lists are rare in product copy; an outer item's text then includes the inner one.)
  const rest = sanitizeHtml(descriptionHtml, {
    drop: ({ tag, text }) => {
      if (tag === 'li') {
        const spec = text.replace(/\s+/g, ' ').trim();
        if (spec) specs.push(spec);
        return true;
      }
      return tag === 'ul' || tag === 'ol';
    },
  }).replace(/<p>\s*<\/p>/g, '');
  return { specs, descriptionHtml: rest, text: htmlToText(rest) };
}

/** A part that does not end a sentence gets a full stop, so parts never run together. */
const asSentence = (part: string) => (/[.!?…]$/.test(part) ? part : `${part}.`);

/**
 * The description as one plain text, each spec its own sentence: "… at no
 * extra cost. Material: Kraft Cardstock. Print Method: Digital CMYK.
 * Production Time: 3–5 business days." The platform's plain `description`
 * drops the markup and runs the list items together ("… Kraft Cardstock
 * Print Method: Digital CMYK …"), which reads badly as a meta description.
 */
export function descriptionWithSpecs(descriptionHtml: string | null | undefined): string {
  const { text, specs } = splitDescription(descriptionHtml);
  return [text, ...specs]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(asSentence)
    .join(' ');
}

export const DESCRIPTION_PREVIEW_LENGTH = 350;

/**
 * The short description above the configurator: about `limit` characters,
 * ending at the last sentence end ('.', '!' or '?' followed by a space or the
 * end) at or before the limit; without one, cut at a word and add '…'.
 */
export function truncateDescription(text: string, limit = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const window = clean.slice(0, limit + 1); // +1 sees the space after a terminator at the limit
  let end = -1;
  for (const m of window.matchAll(/[.!?](?=\s|$)/g)) {
    if (m.index < limit) end = m.index;
  }
  return end >= 0 ? clean.slice(0, end + 1) : truncateAtWord(clean, limit);
}

export interface Taglines {
  material?: string;
  printMethod?: string;
  productionTime?: string;
}

/** Spec labels in English and French, compared without case, accents or apostrophe style. */
const TAGLINE_LABELS: Record<string, keyof Taglines> = {
  material: 'material',
  materiau: 'material',
  matiere: 'material',
  'print method': 'printMethod',
  "methode d'impression": 'printMethod',
  'production time': 'productionTime',
  'delai de production': 'productionTime',
};

const normaliseLabel = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The three tagline blocks, read from specs of the form "Material: Vinyl". First match wins. */
export function taglines(specs: readonly string[]): Taglines {
  const out: Taglines = {};
  for (const spec of specs) {
    const colon = spec.search(/[:：]/);
    if (colon <= 0) continue;
    const key = TAGLINE_LABELS[normaliseLabel(spec.slice(0, colon))];
    const value = spec.slice(colon + 1).trim();
    if (key && value && out[key] === undefined) out[key] = value;
  }
  return out;
}
