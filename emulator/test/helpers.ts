import { signItemPrice } from '../../lib/ground/money/price-signature.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulator, type RunningEmulator, type StartOptions } from '../src/server.ts';

export const TOKEN = 'emulator-storefront-token';
export const GRAPHQL = '/api/2026-04/graphql.json';

export interface TestEmulator {
  emu: RunningEmulator;
  /** POST a GraphQL document with the storefront token; returns the parsed body */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, operationName?: string): Promise<{ data?: T; errors?: GqlError[]; extensions?: Record<string, unknown> }>;
  get(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export interface GqlError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: { code?: string };
}

/** Starts an emulator on a free port with a fresh data folder, seeded from scratch. */
export async function startTestEmulator(opts: StartOptions = {}): Promise<TestEmulator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-test-'));
  const emu = await startEmulator({ port: 0, dataDir, quiet: true, ...opts });
  // Image URLs carry the public base (localhost); requests go to the bound address.
  const local = (u: string) => (u.startsWith(emu.publicUrl) ? emu.url + u.slice(emu.publicUrl.length) : u.startsWith('/') ? emu.url + u : u);
  return {
    emu,
    async gql(query, variables, operationName) {
      const res = await fetch(emu.url + GRAPHQL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
        body: JSON.stringify({ query, variables, operationName }),
      });
      return res.json() as never;
    },
    get: (u, init) => fetch(local(u), init),
    async stop() {
      await emu.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const PRICE_SECRET = 'dev-price-signing-secret';

/** The storefront's signature (lib/ground/money/price-signature.ts) over a line with these attributes. */
export const sign = (merchandiseId: string, quantity: number, itemPrice: string, currency = 'USD', attributes: { key: string; value: string }[] = []) =>
  signItemPrice(PRICE_SECRET, { merchandiseId, quantity, itemPrice, currency, properties: attributes.map((a) => [a.key, a.value] as const) });

/** A cart line input whose `Item Price` (a line total in the shop currency) carries a valid signature over it and `extra`. */
export const signedLine = (merchandiseId: string, quantity: number, itemPrice: string, extra: { key: string; value: string }[] = [], currency = 'USD') => ({
  merchandiseId, quantity,
  attributes: [...extra, { key: '_Item Price', value: itemPrice }, { key: '_Item Price Signature', value: sign(merchandiseId, quantity, itemPrice, currency, extra) }],
});

/** WCAG relative-luminance contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
