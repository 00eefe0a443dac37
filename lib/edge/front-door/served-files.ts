import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files under `root` as the request paths they answer (`prefix` + their
 * path below root, with forward slashes), each to its file. Read once at
 * start: a request path is then only ever looked up, never joined onto the
 * file system.
 */
export function filesUnder(root: string, prefix: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(`${prefix}${relative(root, full).split(sep).join('/')}`, full);
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}
