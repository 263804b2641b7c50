// End-to-end tests drive Debian's Chromium; this installs it when missing (as root) or
// says exactly how to get it. It never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (process.env.CHROMIUM_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `No se encontró Chromium en ${path}.\n` +
      'Instálalo con: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'o indica otra ruta con CHROMIUM_PATH=/ruta/a/chromium npm test',
  );
  process.exit(1);
}
console.log('Instalando Chromium de Debian (apt-get install chromium)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
