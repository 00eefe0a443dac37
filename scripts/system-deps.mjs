// System packages the emulator needs from the OS rather than npm: Ghostscript
// rasterises the PDF, AI and EPS artwork shoppers upload to the image host.
import { spawnSync } from 'node:child_process';

const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/**
 * True when `gs` runs. Otherwise installs Debian's `ghostscript` when this
 * process may (root, apt-get present), saying so; else prints the one line
 * that tells what to install. The emulator still starts either way: only
 * document conversion is missing without it.
 */
export function ensureGhostscript(log = console.log) {
  if (works('gs', ['--version'])) return true;
  const canInstall = process.getuid?.() === 0 && works('apt-get', ['--version']);
  if (!canInstall) {
    log('Ghostscript is missing: PDF, AI and EPS artwork conversion needs `apt-get install ghostscript`');
    return false;
  }
  log("› installing Ghostscript from Debian's packages (PDF, AI and EPS artwork conversion)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'ghostscript']) && works('gs', ['--version'])) return true;
  log('Ghostscript could not be installed: PDF, AI and EPS artwork conversion needs `apt-get install ghostscript`');
  return false;
}
