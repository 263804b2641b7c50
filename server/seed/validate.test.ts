import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChainInput } from './schema.ts';
import { parseChain } from './validate.ts';

const demo = JSON.parse(
  readFileSync(new URL('./demo-chain.json', import.meta.url), 'utf8'),
) as ChainInput;
// the menu part alone, to be checked with the tiny geography below (the cart rules that
// name demo shops go with the geography)
const {
  departamentos: _departamentos,
  ciudades: _ciudades,
  colonias: _colonias,
  lugares: _lugares,
  tiendas: _tiendas,
  zonas: _zonas,
  puntosEntrega: _puntosEntrega,
  bloqueos: _bloqueos,
  bloqueosOpciones: _bloqueosOpciones,
  geoPermitidos: _geoPermitidos,
  ...menu
} = demo;

/** A tiny geography so the menu can be checked on its own. */
const geo = {
  departamentos: [
    { C: 'SS', N: 'San Salvador' },
    { C: 'LL', N: 'La Libertad' },
  ],
  ciudades: [
    { C: 'SSA', D: 'SS', N: 'San Salvador' },
    { C: 'STE', D: 'LL', N: 'Santa Tecla' },
  ],
  colonias: [{ C: 'SSA-ESC', CI: 'SSA', N: 'Colonia Escalón', LAT: 13.7065, LNG: -89.239 }],
  tiendas: [
    {
      I: 1,
      CODIGO: 'SS01',
      N: 'Escalón',
      DEP: 'SS',
      CIU: 'SSA',
      LAT: 13.7,
      LNG: -89.23,
      DIR: 'Paseo General Escalón, San Salvador',
      HORARIOS: [{ DIA: 1, HA: '07:00', HC: '22:00' }],
    },
    {
      I: 2,
      CODIGO: 'LL01',
      N: 'Santa Tecla',
      DEP: 'LL',
      CIU: 'STE',
      LAT: 13.67,
      LNG: -89.28,
      DIR: 'Paseo El Carmen, Santa Tecla',
      HORARIOS: [{ DIA: 1, HA: '07:00', HC: '22:00' }],
    },
  ],
  zonas: [
    {
      TIPO: 'ZON',
      CODIGO: 'Z-1',
      N: 'Zona Escalón',
      IDTDA: 1,
      POLIGONO: [
        [
          [-89.25, 13.69],
          [-89.22, 13.69],
          [-89.22, 13.72],
        ],
      ],
    },
  ],
  puntosEntrega: [{ I: 1, CODZON: 'Z-1', N: 'Portón de la plaza', LAT: 13.7, LNG: -89.23 }],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate freely
type Loose = any;
const chain = (): Loose => structuredClone({ ...menu, ...geo });

function errorsOf(data: unknown): string[] {
  const result = parseChain(data);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

const indexOf = (data: Loose, id: number): number =>
  data.productos.findIndex((p: { I: number }) => p.I === id);

describe('parseChain with good data', () => {
  it('accepts the demo menu with a small geography and fills defaults', () => {
    const result = parseChain(chain());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { data } = result;
    expect(data.categorias.filter((c) => c.idpad === null).length).toBeGreaterThanOrEqual(8);
    const types = new Set(data.productos.map((p) => p.TIP));
    for (const t of ['PRD', 'CMB', 'ATP', 'ESM', 'ESF', 'PROMO']) expect(types).toContain(t);
    expect(data.tiendas[0]!.OPCIONES).toEqual(['MOSTRADOR']);
    expect(data.zonas[0]!.RESTRICCION).toBeNull();
  });

  it('accepts the whole demo chain', () => {
    const result = parseChain(demo);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });
});

describe('parseChain schema errors', () => {
  it('reports the path of each bad field in Spanish', () => {
    const data = chain();
    data.productos[3].P = -1;
    delete data.categorias[0].nombre;
    data.horarios[0].HD = '7:00';
    data.productos[5].TIP = 'XYZ';
    const errors = errorsOf(data);
    expect(errors).toContainEqual(expect.stringMatching(/^productos\.3\.P: .*0/));
    expect(errors).toContainEqual(
      expect.stringMatching(/^categorias\.0\.nombre: Entrada inválida/),
    );
    expect(errors).toContain('horarios.0.HD: hora HH:mm');
    expect(errors).toContainEqual(expect.stringMatching(/^productos\.5\.TIP: Opción inválida/));
  });

  it('reports a promotion priced twice or not at all', () => {
    const data = chain();
    data.promos[0].P = 10;
    data.promos[1].P = null;
    const errors = errorsOf(data);
    expect(errors).toContain('promos.0: una promoción lleva exactamente uno de P, MT o PR');
    expect(errors).toContain('promos.1: una promoción lleva exactamente uno de P, MT o PR');
  });

  it('reports the wrong version, a missing geography and a non-object', () => {
    const data = chain();
    data.version = 2;
    delete data.tiendas;
    const errors = errorsOf(data);
    expect(errors).toContainEqual(expect.stringMatching(/^version: /));
    expect(errors).toContainEqual(expect.stringMatching(/^tiendas: /));
    expect(errorsOf('hola')[0]).toMatch(/^\(raíz\): Entrada inválida: se esperaba objeto/);
  });
});

describe('parseChain cross-reference errors', () => {
  it('product category must exist', () => {
    const data = chain();
    data.productos[12].T = 99;
    expect(errorsOf(data)).toEqual(['productos.12.T: la categoría 99 no existe']);
  });

  it('category parent must exist and parents must not cycle', () => {
    const data = chain();
    const a = data.categorias.findIndex((c: { cat: number }) => c.cat === 21);
    data.categorias[a].idpad = 77;
    expect(errorsOf(data)).toEqual([`categorias.${a}.idpad: la categoría padre 77 no existe`]);

    const cyclic = chain();
    const hamburguesas = cyclic.categorias.findIndex((c: { cat: number }) => c.cat === 2);
    cyclic.categorias[hamburguesas].idpad = 21; // 2 → 21 → 2
    const errors = errorsOf(cyclic);
    expect(errors).toContain(`categorias.${hamburguesas}.idpad: ciclo de categorías: 2 → 21 → 2`);
  });

  it('ids are unique: categories, products, shops, banners, promotions', () => {
    const data = chain();
    data.categorias[4].cat = data.categorias[1].cat;
    data.productos[7].I = data.productos[2].I;
    data.tiendas[1].I = 1;
    data.banners[2].I = data.banners[0].I;
    data.promos[3].I = data.promos[0].I;
    const errors = errorsOf(data);
    expect(errors).toContain(
      `categorias.4.cat: el id ${data.categorias[1].cat} está repetido (categorias.1)`,
    );
    expect(errors).toContain(
      `productos.7.I: el id ${data.productos[2].I} está repetido (productos.2)`,
    );
    expect(errors).toContain('tiendas.1.I: el id 1 está repetido (tiendas.0)');
    expect(errors).toContain(`banners.2.I: el id ${data.banners[0].I} está repetido (banners.0)`);
    expect(errors).toContain(`promos.3.I: el id ${data.promos[0].I} está repetido (promos.0)`);
  });

  it('URL codes are unique among products and among sibling categories', () => {
    const data = chain();
    const clasica = indexOf(data, 1101);
    const last = data.productos.length - 1;
    data.productos[last].CODIGO_URL = 'hamburguesa-clasica';
    data.categorias[1].CODIGO_URL = data.categorias[0].CODIGO_URL; // both main categories
    const sub = data.categorias.findIndex((c: { cat: number }) => c.cat === 71);
    data.categorias[sub].CODIGO_URL = 'combos'; // a sub-category may reuse a main slug
    expect(errorsOf(data)).toEqual([
      "categorias.1.CODIGO_URL: el CODIGO_URL 'combos' ya lo usa otra categoría del mismo nivel (categorias.0)",
      `productos.${last}.CODIGO_URL: el CODIGO_URL 'hamburguesa-clasica' ya lo usa otro producto (productos.${clasica})`,
    ]);
  });

  it('sizes and base/size pairs belong to existing products and sizes', () => {
    const data = chain();
    data.tamanios[0].IDPMN = 4242;
    data.masas[0].IDPMN = 4343;
    data.masas[1].TAM = 399;
    const errors = errorsOf(data);
    expect(errors).toContain('tamanios.0.IDPMN: el producto 4242 no existe');
    expect(errors).toContain('masas.0.IDPMN: el producto 4343 no existe');
    expect(errors).toContain(
      `masas.1.TAM: el tamaño 399 no es un tamaño del producto ${data.masas[1].IDPMN}`,
    );
  });

  it('option choices refer to existing products and to the product sizes', () => {
    const data = chain();
    const p = indexOf(data, 1302); // Combo Doble Queso: main, side, drink, dessert on Súper
    const combo = data.productos[p];
    combo.O[1].OPS[0].C = 4444;
    combo.O[2].OPS[0].T = 398;
    combo.O[3].S = 397;
    combo.O[1].DM = 1;
    const errors = errorsOf(data);
    expect(errors).toEqual([
      `productos.${p}.O.1.OPS.0.C: el producto 4444 no existe`,
      `productos.${p}.O.1.DM: la elección por defecto 1 no está en OPS`,
      `productos.${p}.O.2.OPS.0.T: el tamaño 398 no es un tamaño del producto 1302`,
      `productos.${p}.O.3.S: el tamaño 397 no es un tamaño del producto 1302`,
    ]);
  });

  it('assembly steps and ingredient limits are coherent', () => {
    const data = chain();
    const atp = indexOf(data, 1241);
    data.productos[atp].O[0].MIN = 9;
    const esf = indexOf(data, 1101);
    data.productos[esf].TDI.min = 5;
    const errors = errorsOf(data);
    expect(errors).toEqual([
      `productos.${esf}.TDI.min: min (5) es mayor que max (4)`,
      `productos.${atp}.O.0.MIN: MIN (9) es mayor que MAX (8)`,
    ]);
  });

  it('promotions refer to products, have a real date, and PROMO products to promotions', () => {
    const data = chain();
    data.promos[0].apl[1] = 4545;
    data.promos[1].prm[0] = 4646;
    data.promos[2].FECHA_HASTA = '31/02/2027';
    const lone = data.productos.findLast((p: { TIP: string }) => p.TIP === 'PROMO');
    const loneIndex = indexOf(data, lone.I);
    data.promos = data.promos.filter((p: { I: number }) => p.I !== lone.I);
    const errors = errorsOf(data);
    expect(errors).toContain('promos.0.apl.1: el producto 4545 no existe');
    expect(errors).toContain('promos.1.prm.0: el producto 4646 no existe');
    expect(errors).toContain('promos.2.FECHA_HASTA: la fecha 31/02/2027 no existe');
    expect(errors).toContain(
      `productos.${loneIndex}.I: el producto PROMO ${lone.I} no tiene una promoción con el mismo I`,
    );
  });

  it('schedules and the carousel refer to products', () => {
    const data = chain();
    data.horarios[2].I = 4747;
    data.carrusel[1] = 4848;
    expect(errorsOf(data)).toEqual([
      'horarios.2.I: el producto 4747 no existe',
      'carrusel.1: el producto 4848 no existe',
    ]);
  });

  it('shops refer to existing departments and cities', () => {
    const data = chain();
    data.tiendas[0].DEP = 'XX';
    data.tiendas[1].CIU = 'NOPE';
    expect(errorsOf(data)).toEqual([
      "tiendas.0.DEP: el departamento 'XX' no existe",
      "tiendas.1.CIU: la ciudad 'NOPE' no existe",
    ]);
    const mixed = chain();
    mixed.tiendas[1].CIU = 'SSA';
    expect(errorsOf(mixed)).toEqual([
      "tiendas.1.CIU: la ciudad 'SSA' pertenece al departamento 'SS', no a 'LL'",
    ]);
  });

  it('cities, districts, zones and delivery points refer to what exists', () => {
    const data = chain();
    data.ciudades[1].D = 'ZZ';
    data.colonias[0].CI = 'QQQ';
    data.zonas[0].IDTDA = 99;
    data.puntosEntrega[0].CODZON = 'Z-404';
    const errors = errorsOf(data);
    expect(errors).toContain("ciudades.1.D: el departamento 'ZZ' no existe");
    expect(errors).toContain("colonias.0.CI: la ciudad 'QQQ' no existe");
    expect(errors).toContain('zonas.0.IDTDA: la tienda 99 no existe');
    expect(errors).toContain("puntosEntrega.0.CODZON: la zona 'Z-404' no existe");
  });

  it('checks the landmarks: a known city, each name once', () => {
    const data = chain();
    data.lugares = [
      { N: 'Plaza Salvador del Mundo', CI: 'SSA', LAT: 13.7011, LNG: -89.2245 },
      { N: 'plaza salvador del mundo ', CI: 'SSA', LAT: 13.7, LNG: -89.22 },
      { N: 'Estadio', CI: 'XXX', LAT: 13.68, LNG: -89.22 },
    ];
    const errors = errorsOf(data);
    expect(errors).toContain(
      "lugares.1.N: el lugar 'plaza salvador del mundo' está repetido (lugares.0)",
    );
    expect(errors).toContain("lugares.2.CI: la ciudad 'XXX' no existe");
    data.lugares = [{ N: 'Sin punto', CI: 'SSA', LAT: 95, LNG: -89.22 }];
    expect(errorsOf(data)).toContainEqual(expect.stringMatching(/^lugares\.0\.LAT: /));
    data.lugares = [{ N: 'Plaza', CI: 'SSA', LAT: 13.7, LNG: -89.22 }];
    const ok = parseChain(data);
    expect(ok.ok && ok.data.lugares[0]!.ALIAS).toBe('');
  });

  it('refuses a delivering shop that stands outside all of its zones, naming it', () => {
    const data = chain();
    expect(parseChain(data).ok).toBe(true);
    // the shop moves to Santa Tecla, away from its only zone (Escalón)
    data.tiendas[0].LAT = 13.67;
    data.tiendas[0].LNG = -89.28;
    expect(errorsOf(data)).toContain(
      "tiendas.0: la tienda 'Escalón' (1) queda fuera de todas sus zonas de reparto (Z-1)",
    );
    // a shop with no zones (pickup only) may stand anywhere
    data.zonas[0].IDTDA = 2;
    data.tiendas[1].LAT = 13.7;
    data.tiendas[1].LNG = -89.23;
    expect(parseChain(data).ok).toBe(true);
  });
});
