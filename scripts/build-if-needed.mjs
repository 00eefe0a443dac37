// Builds the app when there is no build yet or a source file is newer than it:
// the Storefront types first (GraphQL codegen, codegen.ts), then next build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const SOURCES = ['app', 'components', 'lib', 'messages', 'i18n', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.ts', 'codegen.ts', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), st.mtimeMs);
}

export function buildIfNeeded(root, env = process.env) {
  const stamp = join(root, '.next', 'BUILD_ID');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built && built >= changed) {
    console.log('› build is up to date');
    return;
  }
  console.log('› generating the Storefront types (graphql-codegen)…');
  const types = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit', env });
  if (types.status !== 0) throw new Error('graphql-codegen failed');
  console.log('› building the storefront (next build)…');
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error('next build failed');
}
