import type { GraphQLResolveInfo } from 'graphql';
import type { CheckoutStore } from '../checkout/store.ts';
import type { Outbox } from '../customers/outbox.ts';
import type { CustomerStore } from '../customers/store.ts';
import type { Catalog } from '../store/catalog.ts';
import type { Translations } from '../store/types.ts';

/** Per-request state handed to every resolver. */
export interface Ctx {
  catalog: Catalog;
  /** base of absolute image URLs */
  publicUrl: string;
  /** the shop's primary domain (menu item URLs, onlineStoreUrl) */
  shopUrl: string;
  /** from @inContext(language:), upper-case LanguageCode; EN by default */
  language: string;
  /** from @inContext(country:), upper-case CountryCode; US by default */
  country: string;
  carts: CheckoutStore;
  /** verifies `Item Price` signatures for cart costs */
  priceSecret: string;
  customers: CustomerStore;
  /** where customerRecover "sends" its reset mail */
  outbox: Outbox;
}

export type Args = Record<string, unknown>;
export type Resolver<S> = (src: S, args: Args, ctx: Ctx, info: GraphQLResolveInfo) => unknown;
export type TypeResolvers<S> = Record<string, Resolver<S>>;

/** The translated value of a field for the request language, else the stored (English) value. */
export function translated<T extends { translations: Translations }>(rec: T, field: 'title' | 'descriptionHtml' | 'body', fallback: string, ctx: Ctx): string {
  return rec.translations[ctx.language.toLowerCase()]?.[field] ?? fallback;
}

/** An option name or value in the request language, else as stored; variant ids and positions stay the same in every language. */
export function translatedOption(rec: { translations: Translations }, kind: 'options' | 'optionValues', text: string, ctx: Ctx): string {
  return rec.translations[ctx.language.toLowerCase()]?.[kind]?.[text] ?? text;
}

/** Tags an object with its GraphQL type so abstract fields (Node, SearchResultItem, …) resolve. */
export function typed<T extends object>(typename: string, rec: T): T & { __typename: string } {
  return { ...rec, __typename: typename };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment, as Shopify derives `description` from `descriptionHtml`. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|section|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCharCode(Number(e.slice(1))) : m))
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Shopify truncates like Rails: at most `n` characters including a trailing "...". */
export function truncate(text: string, n: unknown): string {
  if (typeof n !== 'number' || n <= 0 || text.length <= n) return text;
  return `${text.slice(0, Math.max(0, n - 3)).trimEnd()}...`;
}
