// Serves the app and the API from one origin: builds the app first when the build is
// missing or older than its sources, then runs the server (PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// the storefront's page and the operator app's (issue 35): a build without either is rebuilt
const built = ['dist/index.html', 'dist/operador.html'];
const sources = [
  'src',
  'sw',
  'manifest',
  'public',
  'index.html',
  'operador.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const builtAt = Math.min(...built.map((page) => (existsSync(page) ? statSync(page).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log('Compilando la aplicación…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
