import { z } from 'zod';
import type { Contract } from '@/lib/edge/api/contract';
import { read } from './account-harness';

/** A 2xx reply that parses with the contract's reply schema; the parsed value. */
export async function expectReply<C extends Contract>(contract: C, response: Response, status = 200): Promise<z.output<C['reply']>> {
  const { status: actual, body } = await read(response);
  expect(actual).toBe(status);
  const parsed = z.safeParse(contract.reply, body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.output<C['reply']>;
}

/** A failure: `{ error, message }` with a message to show, and its extra fields as the contract's failure schema says. */
export async function expectFailure(contract: Contract, response: Response, status: number, error: string): Promise<Record<string, unknown>> {
  const { status: actual, body } = await read(response);
  expect(actual).toBe(status);
  expect(body).toMatchObject({ error, message: expect.any(String) });
  expect(body.message).not.toBe('');
  const shape = z.object({ error: z.string(), message: z.string() }).and(contract.failure ?? z.object({}));
  expect(shape.safeParse(body).error?.issues ?? []).toEqual([]);
  return body;
}
