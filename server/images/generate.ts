/**
 * CLI: npx tsx server/images/generate.ts [chain.json] [outDir]
 * Defaults: server/seed/demo-chain.json and .data/img. Only missing files are written.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chainSchema } from '../seed/schema.ts';
import { ensureImagesReport, type EnsureResult } from './ensure-images.ts';

// server/main.ts loads the generator from this file
export { ensureImages, ensureImagesReport } from './ensure-images.ts';

export async function generateFromFile(chainPath: string, outDir: string): Promise<EnsureResult> {
  const chain = chainSchema.parse(JSON.parse(await readFile(chainPath, 'utf8')));
  return ensureImagesReport(chain, outDir);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const chainPath = resolve(process.argv[2] ?? 'server/seed/demo-chain.json');
  const outDir = resolve(process.argv[3] ?? '.data/img');
  const started = performance.now();
  generateFromFile(chainPath, outDir).then(
    ({ pictures, written }) => {
      const ms = Math.round(performance.now() - started);
      console.log(`${pictures} imágenes, ${written} archivos nuevos en ${outDir} (${ms} ms)`);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
