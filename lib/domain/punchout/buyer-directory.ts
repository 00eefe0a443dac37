import { readFileSync } from 'node:fs';
import { config, type AppConfig } from '../../ground/config';
import { isInlineBuyers, parseBuyers, type Buyer } from '../../ground/punchout/buyers';

/**
 * The configured procurement buyers (PUNCHOUT_BUYERS: inline JSON, or the
 * path of a JSON file, which keeps credentials out of the process
 * environment). Read once per value of the setting; a setting that does not
 * parse throws, naming its first problem, and the server refuses to start on
 * it (lib/edge/security/startup.ts) rather than failing a buyer later.
 * Not marked server-only: the front door, a plain Node server, reads it to
 * let a buyer's own origins frame its punchout pages.
 */

let cached: { raw: string; buyers: readonly Buyer[] } | undefined;

function load(raw: string): readonly Buyer[] {
  let text = raw;
  if (!isInlineBuyers(raw)) {
    try {
      text = readFileSync(raw.trim(), 'utf8');
    } catch (error) {
      throw new Error(`PUNCHOUT_BUYERS: cannot read the file "${raw.trim()}" (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  const parsed = parseBuyers(text);
  if (!parsed.ok) throw new Error(`PUNCHOUT_BUYERS: ${parsed.problems.join('; ')}`);
  return parsed.buyers;
}

export function configuredBuyers(cfg: Pick<AppConfig, 'PUNCHOUT_BUYERS'> = config()): readonly Buyer[] {
  if (cached?.raw !== cfg.PUNCHOUT_BUYERS) cached = { raw: cfg.PUNCHOUT_BUYERS, buyers: load(cfg.PUNCHOUT_BUYERS) };
  return cached.buyers;
}

export function buyerById(id: string | null | undefined, cfg: Pick<AppConfig, 'PUNCHOUT_BUYERS'> = config()): Buyer | null {
  if (!id) return null;
  return configuredBuyers(cfg).find((b) => b.id === id) ?? null;
}
