import type { APIRequestContext } from '@playwright/test';
import { EMULATOR } from './hosts';

export interface FaultSpec {
  prefix: string;
  delayMs?: number;
  status?: number;
  malformed?: boolean;
  times?: number;
  operation?: string;
  bodyIncludes?: string;
}

export interface Fault {
  /** How many requests this fault has matched so far. */
  hits(): Promise<number>;
  remove(): Promise<void>;
}

/**
 * Adds an emulator fault and returns a handle to read its hits and remove it.
 * Tests run two at a time, so each removes only its own fault, and counts
 * only the requests its fault matched (a 1 ms delay makes a precise probe).
 */
export async function addFault(request: APIRequestContext, spec: FaultSpec): Promise<Fault> {
  const res = await request.post(`${EMULATOR}/__emulator/faults`, { data: spec });
  if (!res.ok()) throw new Error(`emulator refused fault ${JSON.stringify(spec)}: ${res.status()}`);
  const { fault } = (await res.json()) as { fault: { id: number } };
  return {
    async hits() {
      const { faults } = (await (await request.get(`${EMULATOR}/__emulator/faults`)).json()) as { faults: { id: number; hits: number }[] };
      return faults.find((f) => f.id === fault.id)?.hits ?? 0;
    },
    async remove() {
      await request.delete(`${EMULATOR}/__emulator/faults/${fault.id}`);
    },
  };
}

/** Counts Storefront calls whose body mentions `text` (a handle, say). */
export function countStorefrontCalls(request: APIRequestContext, text: string): Promise<Fault> {
  return addFault(request, { prefix: '/api/2026-04/graphql.json', delayMs: 1, bodyIncludes: text });
}

/** How many orders procurement systems have POSTed to the emulator's return endpoint (`POST /gateway/return/…`) so far. */
export async function procurementReturnPosts(request: APIRequestContext): Promise<number> {
  const log = (await (await request.get(`${EMULATOR}/__emulator/requests`)).json()) as Record<string, unknown>;
  const entry = JSON.stringify(log).match(/"POST \/gateway\/return"\s*:\s*(\d+)/);
  return entry ? Number(entry[1]) : 0;
}
