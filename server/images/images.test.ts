import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import demoChain from '../seed/demo-chain.json' with { type: 'json' };
import { chainSchema, type ChainData } from '../seed/schema.ts';
import { categoryKind, ensureImages, ensureImagesReport } from './ensure-images.ts';
import { type Kind, kindOf, type Profile } from './kinds.ts';
import { productProfile } from './profile.ts';
import { foodSvg, wrap } from './scene.ts';

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
    expect(kindOf('Té frío')).toBe('juice');
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

/** What each product of the demo seed is, as its picture must show it. */
const SEED_KINDS: Record<string, Kind> = {
  'Papas fritas regulares': 'fries',
  'Papas fritas grandes': 'fries',
  'Yuca frita': 'yuca',
  'Aros de cebolla': 'onion-rings',
  'Ensalada de repollo': 'coleslaw',
  'Puré de papa con gravy': 'mashed',
  'Plátanos fritos con crema': 'plantains',
  'Papas con queso y tocino': 'fries',
  'Soda 16 oz': 'soda',
  'Soda 21 oz': 'soda',
  'Soda 32 oz': 'soda',
  'Kolashanpan 16 oz': 'soda',
  'Agua embotellada 600 ml': 'bottle',
  'Té frío de limón 16 oz': 'juice',
  'Soda 2 litros': 'bottle',
  'Horchata 16 oz': 'juice',
  'Horchata 1 litro': 'juice',
  'Ensalada de frutas 16 oz': 'juice',
  'Fresco de tamarindo 16 oz': 'juice',
  'Café de altura': 'coffee',
  'Café con leche': 'coffee',
  Capuchino: 'coffee',
  'Chocolate caliente': 'coffee',
  'Café frío con leche': 'coffee',
  'Termo de café para 8 tazas': 'thermos',
  'Batido de fresa': 'shake',
  'Batido de chocolate': 'shake',
  'Batido de vainilla': 'shake',
  'Batido de galleta': 'shake',
  'Batido de mango': 'shake',
  'Cono de vainilla': 'cone',
  'Sundae de chocolate': 'sundae',
  'Sundae de fresa': 'sundae',
  'Mix de galleta': 'cookie-mix',
  'Tres leches': 'cake',
  'Pastel de chocolate': 'cake',
  'Pie de manzana': 'pie',
  'Pie de piña': 'pie',
  'Quesadilla salvadoreña': 'sweet-bread',
  'Pieza de pechuga': 'chicken',
  'Pieza de muslo': 'chicken',
  'Pieza de pierna': 'chicken',
  'Pieza de ala': 'chicken',
  'Alitas BBQ (6 unidades)': 'wings',
  'Alitas picantes (6 unidades)': 'wings',
  'Tiras de pollo (4 unidades)': 'tenders',
  'Caja de 8 piezas': 'bucket',
  'Caja de 12 piezas': 'bucket',
  'Ensalada César con pollo': 'salad',
  'Ensalada de la casa': 'salad',
  'Wrap de pollo crujiente': 'wrap',
  'Wrap de pollo a la parrilla': 'wrap',
  'Hamburguesa Clásica': 'burger',
  'Doble Queso': 'burger',
  'Hamburguesa con queso': 'burger',
  'Hamburguesa Junior': 'burger',
  'Hamburguesa con tocino': 'burger',
  'La Chivona': 'burger',
  'La Guanaca': 'burger',
  'La Volcán': 'burger',
  'La Surf City': 'burger',
  'Hamburguesa Familiar para compartir': 'burger',
  'Arma tu hamburguesa': 'burger',
  'Pollo Crujiente': 'chicken-burger',
  'Pollo Picante': 'chicken-burger',
  'Pollo BBQ': 'chicken-burger',
  'La Navideña': 'burger',
  'Hamburguesa de pavo 2025': 'burger',
  'Hamburguesa de prueba (operaciones)': 'burger',
  'Desayuno Típico': 'breakfast',
  Panqueques: 'pancakes',
  'Huevos rancheros': 'eggs',
  'Sándwich de desayuno': 'breakfast-sandwich',
  'Desayuno con pupusas': 'pupusas',
  'Tostadas francesas': 'french-toast',
  'Desayuno Campestre': 'breakfast',
  'Combo Hamburguesa Clásica': 'combo',
  'Combo Doble Queso': 'combo',
  'Combo Pollo Crujiente': 'combo',
  'Combo La Chivona': 'combo',
  'Combo Tiras de pollo': 'combo',
  'Combo Hamburguesa con tocino': 'combo',
  'Combo Almuerzo Ejecutivo': 'combo',
  'Combo Nocturno': 'combo',
  'Combo Volcán': 'combo',
  'Combo Surf City': 'combo',
  'Combo Alitas BBQ': 'combo',
  'Combo Oficina (4 personas)': 'combo',
  'Combo Reunión (8 personas)': 'combo',
  'Arma tu caja familiar': 'bucket',
  'Caja de alitas para compartir': 'wings',
  'Cajita Alegre de hamburguesa': 'kids',
  'Nuggets de pollo (6 unidades)': 'nuggets',
  'Cajita Alegre de nuggets': 'kids',
  'Conito infantil': 'cone',
  'Mega Sundae App': 'sundae',
  'Wrap crujiente + soda': 'combo',
  'Segundo Combo Clásico a $2.99': 'combo',
  'Caja familiar con 20% de descuento': 'bucket',
  'Batido + pie: $1.00 menos': 'combo',
  'Tres leches a $0.99 en compras mayores a $15': 'cake',
  'Papas grandes a $0.99 con tu hamburguesa': 'fries',
  'Martes de alitas: 25% en la caja para compartir': 'wings',
};

/** What the combos, kids' meals and bundles show: their main, side, drink (and dessert). */
const SEED_PARTS: Record<string, Kind[]> = {
  'Combo Hamburguesa Clásica': ['burger', 'fries', 'soda'],
  'Combo Pollo Crujiente': ['chicken-burger', 'fries', 'soda'],
  'Combo Tiras de pollo': ['tenders', 'fries', 'soda'],
  'Combo Nocturno': ['chicken-burger', 'fries', 'soda'],
  'Combo Volcán': ['burger', 'onion-rings', 'soda'],
  'Combo Surf City': ['burger', 'yuca', 'soda'],
  'Combo Alitas BBQ': ['wings', 'fries', 'soda'],
  'Combo Reunión (8 personas)': ['bucket', 'bottle'],
  'Cajita Alegre de nuggets': ['nuggets', 'fries', 'soda'],
  'Wrap crujiente + soda': ['wrap', 'soda'],
  'Batido + pie: $1.00 menos': ['shake', 'pie'],
};

describe('the demo menu pictures', () => {
  const seed: ChainData = chainSchema.parse(demoChain);
  const profiles = seed.productos.map((p) => ({ p, profile: productProfile(seed, p) }));
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('draw every product as what it is (its name, description and category)', () => {
    const kinds = Object.fromEntries(profiles.map(({ p, profile }) => [p.N, profile.kind]));
    expect(kinds).toEqual(SEED_KINDS);
  });

  it('show what a combo holds: its main, its side and its drink', () => {
    const partsOf = (profile: Profile) => profile.parts.map((part) => part.kind);
    for (const [name, parts] of Object.entries(SEED_PARTS))
      expect(partsOf(profiles.find(({ p }) => p.N === name)!.profile), name).toEqual(parts);
    const nocturno = profiles.find(({ p }) => p.N === 'Combo Nocturno')!.profile;
    expect(nocturno.parts[0]!.traits.name).toBe('pollo picante');
  });

  it('give no two products the same picture, not even drawn from the same seed', () => {
    const own = new Map<string, string>();
    const sameSeed = new Map<string, string>();
    for (const { p, profile } of profiles) {
      const a = sha(foodSvg(profile, `producto:${p.IS}`, 'product'));
      const b = sha(foodSvg(profile, 'one seed for all', 'product'));
      expect(own.get(a), `${p.N} draws the same picture as ${own.get(a)}`).toBeUndefined();
      expect(sameSeed.get(b), `${p.N} looks like ${sameSeed.get(b)}`).toBeUndefined();
      own.set(a, p.N);
      sameSeed.set(b, p.N);
    }
  });

  it('draw a category as what most of its own products are, else as its name says', () => {
    const kindOfCategory = (name: string) =>
      categoryKind(
        seed,
        seed.categorias.find((c) => c.nombre === name)!,
      );
    expect(kindOfCategory('Pollo crujiente')).toBe('chicken-burger');
    expect(kindOfCategory('Refrescos naturales')).toBe('juice');
    expect(kindOfCategory('Desayunos')).toBe('breakfast');
    expect(kindOfCategory('Bebidas')).toBe('soda');
  });

  it('draw the same picture again for the same product', () => {
    const { p, profile } = profiles[0]!;
    const again = productProfile(seed, p);
    expect(foodSvg(again, `producto:${p.IS}`, 'product')).toBe(
      foodSvg(profile, `producto:${p.IS}`, 'product'),
    );
  });
});
