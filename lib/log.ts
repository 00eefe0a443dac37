/**
 * Structured logging: one JSON line per event, so failed data fetches can be
 * found and grouped by `event` in any log collector ("data-fetch failures are
 * logged with context"). Errors are flattened because JSON.stringify drops
 * their message and stack.
 */

export type LogLevel = 'error' | 'warn' | 'info';
export type LogContext = Record<string, unknown>;

function serialise(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: value.message };
    // Our typed errors carry operation/status; keep them, and follow `cause` one level or two.
    for (const [k, v] of Object.entries(value)) out[k] = depth < 2 ? serialise(v, depth + 1) : String(v);
    if (value.cause !== undefined && depth < 2) out.cause = serialise(value.cause, depth + 1);
    return out;
  }
  return value;
}

/** Builds the line without printing it (exported for tests). */
export function formatLogLine(level: LogLevel, event: string, context: LogContext = {}): string {
  const fields: Record<string, unknown> = { ts: new Date().toISOString(), level, event };
  for (const [k, v] of Object.entries(context)) fields[k] = serialise(v);
  try {
    return JSON.stringify(fields);
  } catch {
    // Circular or BigInt context: never let logging itself throw.
    return JSON.stringify({ ts: fields.ts, level, event, context: String(context) });
  }
}

function write(level: LogLevel, event: string, context?: LogContext): void {
  const line = formatLogLine(level, event, context);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  error: (event: string, context?: LogContext) => write('error', event, context),
  warn: (event: string, context?: LogContext) => write('warn', event, context),
  info: (event: string, context?: LogContext) => write('info', event, context),
};
