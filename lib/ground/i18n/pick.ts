type Tree = Record<string, unknown>;

/**
 * The parts of `messages` named by `paths` ("Cart", "Auth.menu"), in the same
 * nesting; paths that name nothing are left out. The source is never
 * modified (it is the request's cached copy).
 */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  // Shorter paths first: a whole namespace makes its own sub-paths redundant.
  const sorted = [...paths].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const path of sorted) {
    const keys = path.split('.');
    if (keys.some((_, i) => sorted.includes(keys.slice(0, i).join('.')))) continue;
    let value: unknown = messages;
    for (const key of keys) value = value && typeof value === 'object' ? (value as Tree)[key] : undefined;
    if (value === undefined) continue;
    let target = out;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Tree;
    target[keys[keys.length - 1]!] = value;
  }
  return out;
}
