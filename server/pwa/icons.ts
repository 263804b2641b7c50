import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderIconPng } from '../../manifest/icons.ts';
import { iconFiles, type IconFile, type ManifestBrand } from '../../manifest/manifest.ts';

/**
 * Writes the brand's icons into `dir` (DATA_DIR/icons) when missing; the hashed names
 * change with the brand colours, so a new brand draws new files. The fixed-name Apple
 * icon is redrawn when the brand's hashed icons are new. Returns how many were written.
 */
export async function ensureIcons(brand: ManifestBrand, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const files = iconFiles(brand);
  const brandIsNew = files.some((f) => f.inManifest && !existsSync(join(dir, f.file)));
  const todo = files.filter((f) => brandIsNew || !existsSync(join(dir, f.file)));
  await Promise.all(todo.map((f) => writeIcon(brand, dir, f)));
  return todo.length;
}

async function writeIcon(brand: ManifestBrand, dir: string, icon: IconFile): Promise<void> {
  const png = await renderIconPng(brand, icon.kind, icon.size);
  // write then rename, so a concurrent reader never sees half a file
  const tmp = join(dir, `.${icon.file}.${process.pid}.${Date.now()}.tmp`);
  await writeFile(tmp, png);
  await rename(tmp, join(dir, icon.file));
}
