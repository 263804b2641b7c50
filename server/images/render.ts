/** SVG → JPEG/WebP files: render once, encode each missing size, write atomically. */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export const JPEG_QUALITY = 78;
export const WEBP_QUALITY = 72;

export interface OutputFile {
  file: string;
  width: number;
  height: number;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes through a temporary file in the same folder, then renames: readers never see half a file. */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * Renders `svg()` (only when some output is missing) and writes every missing output.
 * The format follows the extension (.jpg or .webp). Returns how many files were written.
 */
export async function renderMissing(svg: () => string, outputs: OutputFile[]): Promise<number> {
  const missing: OutputFile[] = [];
  for (const o of outputs) if (!(await exists(o.file))) missing.push(o);
  if (missing.length === 0) return 0;

  const { data, info } = await sharp(Buffer.from(svg()))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  await Promise.all(
    missing.map(async (o) => {
      let img = sharp(data, { raw });
      if (o.width !== info.width || o.height !== info.height)
        img = img.resize(o.width, o.height, { fit: 'cover', kernel: 'lanczos3' });
      const out = o.file.endsWith('.webp')
        ? img.webp({ quality: WEBP_QUALITY, effort: 3 })
        : img.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
      await writeAtomic(o.file, await out.toBuffer());
    }),
  );
  return missing.length;
}

let textCheck: Promise<boolean> | undefined;

/** True when SVG text actually draws on this machine (some sans-serif font is installed). */
export function textRenders(): Promise<boolean> {
  textCheck ??= (async () => {
    try {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#fff"/><text x="4" y="30" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" font-weight="bold" fill="#000">Hola</text></svg>`;
      const { channels } = await sharp(Buffer.from(svg)).stats();
      return (channels[0]?.min ?? 255) < 100;
    } catch {
      return false;
    }
  })();
  return textCheck;
}
