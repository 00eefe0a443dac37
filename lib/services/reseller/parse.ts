import { z } from 'zod';
import { sanitizeHtml } from '../../ground/html/sanitize';
import { classifyHref, safeImageSrc } from '../../ground/html/url';
import { DEFAULT_FOOTER, DEFAULT_HOME, DEFAULT_THEME } from './defaults';
import { DeliveryOverrideSchema, type DeliveryOverride } from './delivery';
import {
  MENU_IDS,
  SOCIAL_NETWORKS,
  type FlexibleMessageArea,
  type FooterSettings,
  type HomePageSettings,
  type MenuItem,
  type Menus,
  type PromoBar,
  type SocialNetwork,
  type Theme,
} from './types';

/**
 * Snippet bodies → typed content. The snippet service returns each body as a
 * string: JSON for Menu, Footer, promoBar and homePage, HTML for
 * FlexibleMessageArea. The JSON shapes are the types in ./types.ts:
 *
 *   Menu     { "primary-menu": [{ "title", "link", "items"?: [...] }], "hamburger-menu": [...],
 *              "footer-menu1": [...], "footer-menu2": [...] }
 *            (also accepted: [{ "id": "primary-menu", "items": [...] }, ...])
 *   Footer   { "storeName", "legalCopy", "companyDescription",
 *              "logo": { "url", "alt", "width", "height" },
 *              "social": [{ "network": "facebook|instagram|x|linkedin|youtube|pinterest", "url" }],
 *              "theme": { "primary", "primaryContrast", "accent", "surface", "text" } }
 *   promoBar { "on": true, "slots": [{ "headline", "headlineSubtitle", "iconUrl" }] }
 *   homePage { "hero": { "heroUrl", "horizontalAlignment", "verticalAlignment", "headlineAlignment",
 *                        "label", "headline", "ctaButtonLink", "ctaButtonLabel" },
 *              "productGrid": { "headline", "categoryId", "count" },
 *              "categoryGrid": { "headline", "collections": [{ "categoryId" }] } }
 *   delivery { "timeZone", "cutoffHour", "workingDays", "holidays", "shipping": [{ "id", "transitDays" }] }
 *            (every field optional: see ./delivery.ts)
 *   FlexibleMessageArea  HTML; each `<section data-message-id="some-id">…</section>` is one
 *              message (content outside sections is the message "default").
 *
 * Policy: a body that is not JSON, or whose parts have the wrong JSON type,
 * fails with a readable reason (the caller falls back to defaults). Missing
 * parts get defaults. Values that would be unsafe to render are dropped or
 * replaced field by field: menu items and social links with unsafe URLs,
 * image URLs that are not http(s) or site paths, colours that are not plain
 * CSS colours (they end up in a style attribute), unknown alignments.
 */

export interface SnippetValues {
  Menu: Menus;
  Footer: FooterSettings;
  promoBar: PromoBar;
  homePage: HomePageSettings;
  FlexibleMessageArea: FlexibleMessageArea;
  delivery: DeliveryOverride;
}
export type SnippetName = keyof SnippetValues;

export type SnippetResult<T> = { ok: true; value: T } | { ok: false; reason: string };

// ------------------------------------------------------------------ helpers

const text = (fallback = '') => z.string().trim().default(fallback);
const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : null));

/** An enum value compared case-insensitively; anything unknown becomes the fallback. */
const loose = <T extends string>(values: readonly T[], fallback: T) =>
  z
    .string()
    .default(fallback)
    .transform((v) => values.find((x) => x === v.trim().toLowerCase()) ?? fallback);

const imageUrl = z
  .string()
  .nullish()
  .transform((v) => safeImageSrc(v));

const COLOUR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\(\s*[-+\d.%\s,/]+\))$/i;
const colour = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => (COLOUR.test(v.trim()) ? v.trim() : fallback));

const count = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/, 'expected a whole number').transform(Number)])
  .default(8)
  .transform((n) => Math.max(0, Math.min(250, Math.floor(n))));

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('; ');
}

function parseJson(raw: unknown): SnippetResult<unknown> {
  if (typeof raw !== 'string') return { ok: false, reason: 'body is not a string' };
  if (!raw.trim()) return { ok: false, reason: 'body is empty' };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (e) {
    return { ok: false, reason: `body is not valid JSON (${(e as Error).message})` };
  }
}

// -------------------------------------------------------------------- menus

interface RawMenuItem {
  title: string;
  link: string;
  items?: RawMenuItem[] | undefined;
}

const RawMenuItemSchema: z.ZodType<RawMenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    link: z.string(),
    items: z.array(RawMenuItemSchema).optional(),
  }),
);
const RawMenuList = z.array(RawMenuItemSchema);

/** Canonical form: one list per menu id; unknown ids are ignored. */
const MenusByIdSchema = z.object({
  'primary-menu': RawMenuList.optional(),
  'hamburger-menu': RawMenuList.optional(),
  'footer-menu1': RawMenuList.optional(),
  'footer-menu2': RawMenuList.optional(),
}) satisfies z.ZodType<Partial<Record<(typeof MENU_IDS)[number], RawMenuItem[]>>>;

/** Also accepted: a list of menus, each with its id. */
const MenuListSchema = z.array(z.object({ id: z.string(), items: RawMenuList.default([]) }));

const MAX_MENU_DEPTH = 3;

/** Drops items without a title or with an unsafe link; normalises internal links to "/…". */
function cleanMenu(items: readonly RawMenuItem[] | undefined, depth = 1): MenuItem[] {
  if (!items) return [];
  return items.flatMap((item) => {
    const title = item.title.trim();
    const link = classifyHref(item.link);
    if (!title || !link) return [];
    const children = depth < MAX_MENU_DEPTH ? cleanMenu(item.items, depth + 1) : [];
    return [children.length ? { title, link: link.href, items: children } : { title, link: link.href }];
  });
}

function parseMenus(body: unknown): SnippetResult<Menus> {
  let raw: Partial<Record<string, RawMenuItem[]>>;
  if (Array.isArray(body)) {
    const parsed = MenuListSchema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
    raw = Object.fromEntries(parsed.data.map((m) => [m.id, m.items]));
  } else {
    const parsed = MenusByIdSchema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
    raw = parsed.data;
  }
  const menus = Object.fromEntries(MENU_IDS.map((id) => [id, cleanMenu(raw[id])])) as Menus;
  return { ok: true, value: menus };
}

// ------------------------------------------------------------------- footer

const ThemeSchema = z
  .object({
    primary: colour(DEFAULT_THEME.primary),
    primaryContrast: colour(DEFAULT_THEME.primaryContrast),
    accent: colour(DEFAULT_THEME.accent),
    surface: colour(DEFAULT_THEME.surface),
    text: colour(DEFAULT_THEME.text),
  })
  .default(DEFAULT_THEME) satisfies z.ZodType<Theme>;

const NETWORK_ALIASES: Record<string, SocialNetwork> = { twitter: 'x' };

const SocialSchema = z
  .array(z.object({ network: z.string(), url: z.string() }))
  .default([])
  .transform((links) =>
    links.flatMap(({ network, url }) => {
      const name = network.trim().toLowerCase();
      const known = NETWORK_ALIASES[name] ?? SOCIAL_NETWORKS.find((n) => n === name);
      const href = classifyHref(url);
      // Social profiles are web pages: only http(s) links.
      return known && href?.external && /^https?:/i.test(href.href) ? [{ network: known, url: href.href }] : [];
    }),
  );

const FooterSchema = z
  .object({
    storeName: text(DEFAULT_FOOTER.storeName),
    legalCopy: text(),
    companyDescription: text(),
    logo: z
      .object({
        url: imageUrl,
        alt: z.string().trim().optional(),
        width: z.number().positive().default(DEFAULT_FOOTER.logo.width),
        height: z.number().positive().default(DEFAULT_FOOTER.logo.height),
      })
      .optional(),
    social: SocialSchema,
    theme: ThemeSchema,
  })
  .transform(
    (f): FooterSettings => ({
      ...f,
      storeName: f.storeName || DEFAULT_FOOTER.storeName,
      logo:
        f.logo?.url
          ? { url: f.logo.url, alt: f.logo.alt || f.storeName, width: f.logo.width, height: f.logo.height }
          : { ...DEFAULT_FOOTER.logo, alt: f.storeName || DEFAULT_FOOTER.logo.alt },
    }),
  );

// ---------------------------------------------------------------- promo bar

const PromoBarSchema = z.object({
  on: z.boolean().default(false),
  slots: z
    .array(
      z.object({
        headline: text(),
        headlineSubtitle: text(),
        // null (or an unsafe URL) hides the slot.
        iconUrl: imageUrl,
      }),
    )
    .default([]),
}) satisfies z.ZodType<PromoBar>;

// ---------------------------------------------------------------- home page

const HORIZONTAL = ['left', 'right', 'center'] as const;
const VERTICAL = ['top', 'bottom', 'center'] as const;
const hero = DEFAULT_HOME.hero;

const HomePageSchema = z.object({
  hero: z
    .object({
      heroUrl: imageUrl.transform((v) => v ?? ''),
      horizontalAlignment: loose(HORIZONTAL, hero.horizontalAlignment),
      verticalAlignment: loose(VERTICAL, hero.verticalAlignment),
      headlineAlignment: loose(HORIZONTAL, hero.headlineAlignment),
      label: text(),
      headline: text(),
      ctaButtonLink: nullableText,
      ctaButtonLabel: nullableText,
    })
    .default(hero),
  productGrid: z
    .object({ headline: text(), categoryId: text(), count })
    .default(DEFAULT_HOME.productGrid),
  categoryGrid: z
    .object({
      headline: text(),
      collections: z
        .array(z.object({ categoryId: z.string().trim() }))
        .default([])
        .transform((c) => c.filter((x) => x.categoryId !== '')),
    })
    .default(DEFAULT_HOME.categoryGrid),
}) satisfies z.ZodType<HomePageSettings>;

// --------------------------------------------------------- message area

const SECTION_TAG = /<section(?: data-message-id="([^"]*)")?>|<\/section>/g;
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Messages are top-level `<section data-message-id="…">` blocks. The body is
 * sanitised first (keeping only those section markers), so the scan below
 * reads well-formed markup; nested sections are flattened into their parent,
 * and content outside any section becomes the message "default".
 */
function parseMessages(raw: unknown): SnippetResult<FlexibleMessageArea> {
  if (typeof raw !== 'string') return { ok: false, reason: 'body is not a string' };
  const html = sanitizeHtml(raw, { allow: { section: ['data-message-id'] } });

  const outside: string[] = [];
  const sections: { id: string | undefined; parts: string[] }[] = [];
  let depth = 0;
  let last = 0;
  const append = (chunk: string) => (depth === 0 ? outside : sections[sections.length - 1]!.parts).push(chunk);
  for (const m of html.matchAll(SECTION_TAG)) {
    append(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0] === '</section>') {
      depth = Math.max(0, depth - 1);
    } else {
      if (depth === 0) sections.push({ id: m[1], parts: [] });
      depth++;
    }
  }
  append(html.slice(last));

  const seen = new Set<string>();
  const uniqueId = (wanted: string | undefined, index: number) => {
    const base = wanted && MESSAGE_ID.test(wanted) ? wanted : `message-${index + 1}`;
    let id = base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    return id;
  };
  const messages = [
    { id: 'default', html: outside.join('').trim() },
    ...sections.map((section, i) => ({ id: uniqueId(section.id, i), html: section.parts.join('').trim() })),
  ].filter((m) => m.html !== '');
  return { ok: true, value: { messages } };
}

// -------------------------------------------------------------------- entry

function viaSchema<T>(schema: z.ZodType<T>) {
  return (body: unknown): SnippetResult<T> => {
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: describe(parsed.error) };
  };
}

const JSON_PARSERS: { [N in Exclude<SnippetName, 'FlexibleMessageArea'>]: (body: unknown) => SnippetResult<SnippetValues[N]> } = {
  Menu: parseMenus,
  Footer: viaSchema(FooterSchema),
  promoBar: viaSchema(PromoBarSchema),
  homePage: viaSchema(HomePageSchema),
  delivery: viaSchema(DeliveryOverrideSchema),
};

/** Parses one snippet body; never throws. */
export function parseSnippet<N extends SnippetName>(name: N, raw: unknown): SnippetResult<SnippetValues[N]> {
  if (name === 'FlexibleMessageArea') return parseMessages(raw) as SnippetResult<SnippetValues[N]>;
  const json = parseJson(raw);
  if (!json.ok) return json;
  const parse = JSON_PARSERS[name as Exclude<SnippetName, 'FlexibleMessageArea'>] as (body: unknown) => SnippetResult<SnippetValues[N]>;
  return parse(json.value);
}
