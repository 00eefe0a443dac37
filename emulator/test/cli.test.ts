import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm start (src/main.ts)', () => {
  it('seeds, prints the listening line, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-cli-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root, env: { ...process.env, EMULATOR_PORT: '0', EMULATOR_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 30_000);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /emulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      assert.deepEqual(await (await fetch(`${url}/__emulator/health`)).json(), { ok: true });
      assert.ok(fs.existsSync(path.join(dataDir, 'emulator.sqlite')));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
