import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainSchema, type ChainData } from '../seed/schema.ts';
import { ensureImages, ensureImagesReport } from './ensure-images.ts';
import { kindOf } from './kinds.ts';
import { wrap } from './scene.ts';

const chain: ChainData = chainSchema.parse({
  version: 1,
  categorias: [
    { cat: 10, nombre: 'Hamburguesas' },
    { cat: 20, nombre: 'Bebidas' },
  ],
  productos: [
    { I: 1, IS: 'HAM-01', N: 'Hamburguesa Clásica', P: 3.5, T: 10, TIP: 'PRD' },
    { I: 2, IS: 'HAM-02', N: 'Hamburguesa Doble con Queso', P: 4.75, T: 10, TIP: 'PRD' },
    { I: 3, IS: 'BEB-01', N: 'Horchata grande', P: 1.5, T: 20, TIP: 'PRD' },
    // same picture reference as product 1: drawn once
    { I: 4, IS: 'HAM-01', N: 'Hamburguesa Clásica (promo)', P: 2.99, T: 10, TIP: 'PROMO' },
  ],
  banners: [{ I: 7, N: 'Combo Clásico a $4.99', COLORES: ['#d62828', '#f77f00'] }],
  departamentos: [{ C: 'SS', N: 'San Salvador' }],
  ciudades: [{ C: 'SSA', D: 'SS', N: 'San Salvador' }],
  tiendas: [
    {
      I: 1,
      CODIGO: 'SS01',
      N: 'Centro',
      DEP: 'SS',
      CIU: 'SSA',
      LAT: 13.6989,
      LNG: -89.1914,
      DIR: 'San Salvador',
      HORARIOS: [{ DIA: 1, HA: '07:00', HC: '22:00' }],
    },
  ],
});

const expected: [string, number, number][] = [];
for (const [base, sm, md] of [
  ['producto/HAM-01', [240, 180], [640, 480]],
  ['producto/HAM-02', [240, 180], [640, 480]],
  ['producto/BEB-01', [240, 180], [640, 480]],
  ['categoria/10', [240, 180], [640, 480]],
  ['categoria/20', [240, 180], [640, 480]],
  ['banner/7', [600, 240], [1200, 480]],
  ['placeholder', [240, 180], [640, 480]],
] as const) {
  for (const ext of ['jpg', 'webp']) {
    expected.push([`${base}-sm.${ext}`, sm[0], sm[1]]);
    expected.push([`${base}-md.${ext}`, md[0], md[1]]);
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

describe('ensureImages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'img-test-'));
    await ensureImages(chain, dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every expected file and nothing else (no temporary files left)', async () => {
    expect(await listFiles(dir)).toEqual(expected.map(([f]) => f).sort());
  });

  it('writes valid JPEG and WebP files of the protocol sizes', async () => {
    for (const [file, width, height] of expected) {
      const meta = await sharp(join(dir, file)).metadata();
      expect(meta.format, file).toBe(file.endsWith('.webp') ? 'webp' : 'jpeg');
      expect([meta.width, meta.height], file).toEqual([width, height]);
    }
  });

  it('keeps thumbnails small', async () => {
    for (const [file] of expected.filter(([f]) => f.includes('-sm.') && !f.startsWith('banner'))) {
      expect((await stat(join(dir, file))).size, file).toBeLessThan(20_000);
    }
  });

  it('writes nothing on a second run', async () => {
    const before = await Promise.all(expected.map(([f]) => stat(join(dir, f))));
    const report = await ensureImagesReport(chain, dir);
    expect(report.written).toBe(0);
    const after = await Promise.all(expected.map(([f]) => stat(join(dir, f))));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));
  });

  it('rewrites only a deleted file and leaves real photos alone', async () => {
    const photo = join(dir, 'producto/HAM-02-md.jpg');
    const original = await readFile(photo);
    await rm(join(dir, 'producto/HAM-01-sm.webp'));
    const report = await ensureImagesReport(chain, dir);
    expect(report.written).toBe(1);
    expect(await readFile(photo)).toEqual(original);
  });

  it('draws different pictures for different products, the same for the same seed', async () => {
    const a = await sharp(join(dir, 'producto/HAM-01-sm.jpg')).raw().toBuffer();
    const b = await sharp(join(dir, 'producto/HAM-02-sm.jpg')).raw().toBuffer();
    expect(a.equals(b)).toBe(false);
    const other = await mkdtemp(join(tmpdir(), 'img-test-'));
    try {
      await ensureImages(chain, other);
      const again = await readFile(join(other, 'producto/HAM-02-md.jpg'));
      expect(again.equals(await readFile(join(dir, 'producto/HAM-02-md.jpg')))).toBe(true);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('kindOf', () => {
  it('guesses the drawing from Spanish menu names', () => {
    expect(kindOf('Combo Hamburguesa Clásica')).toBe('combo');
    expect(kindOf('Sándwich de pollo crujiente')).toBe('chicken-burger');
    expect(kindOf('Papas con queso')).toBe('fries');
    expect(kindOf('Café americano')).toBe('coffee');
    expect(kindOf('Té frío')).toBe('soda');
    expect(kindOf('Cono de vainilla')).toBe('cone');
    expect(kindOf('Desayuno tradicional')).toBe('breakfast');
    expect(kindOf('Cajita para niños')).toBe('kids');
    expect(kindOf('Conito infantil')).toBe('cone');
    expect(kindOf('Wrap de pollo crujiente')).toBe('wrap');
    expect(kindOf('Algo nuevo')).toBeNull();
  });

  it('wraps banner titles on whole words', () => {
    expect(wrap('Nuevas malteadas de temporada', 18)).toEqual(['Nuevas malteadas', 'de temporada']);
    expect(wrap('Desayunos de 7:00 a 11:00 a. m.', 18)).toEqual([
      'Desayunos de 7:00',
      'a 11:00 a.\u00a0m.',
    ]);
  });
});
