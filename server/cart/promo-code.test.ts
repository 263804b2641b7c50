import { describe, expect, test } from 'vitest';
import { chainSchema, type ChainInput } from '../seed/schema.ts';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { promoCodeResolve } from './promo-code.ts';

const promo = (I: number, CODIGO?: string) => ({
  I,
  D: `Promoción ${I}`,
  PR: 1,
  FECHA_HASTA: '31/12/2027',
  ...(CODIGO ? { CODIGO } : {}),
});
const product = (I: number, TIP: 'PRD' | 'PROMO', CODIGO_URL: string | null) => ({
  I,
  IS: `p${I}`,
  N: `Producto ${I}`,
  P: 1,
  T: 1,
  TIP,
  CODIGO_URL,
});
const chain: ChainInput = {
  version: 1,
  categorias: [{ cat: 1, nombre: 'Promociones' }],
  productos: [
    product(1901, 'PROMO', 'segundo-combo'),
    product(1902, 'PROMO', 'caja'),
    product(1101, 'PRD', 'clasica'),
  ],
  promos: [promo(1901, 'Segundo299'), promo(1902), promo(1903, 'CAJA')],
  departamentos: [{ C: 'SS', N: 'San Salvador' }],
  ciudades: [{ C: 'SSA', D: 'SS', N: 'San Salvador' }],
  tiendas: [
    {
      I: 1,
      CODIGO: 'T1',
      N: 'Centro',
      DEP: 'SS',
      CIU: 'SSA',
      LAT: 13.7,
      LNG: -89.2,
      DIR: 'Centro',
      HORARIOS: [{ DIA: 1, HA: '07:00', HC: '22:00' }],
    },
  ],
};
const index = cartIndexBuild(chainSchema.parse(chain));
const idOf = (code: string) => promoCodeResolve(index, code)?.I ?? null;

describe('promoCodeResolve (§7 data/getPromo)', () => {
  test('a promotion code, trimmed and in any case', () => {
    expect(idOf('SEGUNDO299')).toBe(1901);
    expect(idOf('  segundo299\t')).toBe(1901);
  });

  test("a PROMO product's slug, unless a promotion code says otherwise", () => {
    expect(idOf('Segundo-Combo')).toBe(1901);
    // 'caja' is 1902's slug but 1903's own code: the code wins
    expect(idOf('caja')).toBe(1903);
  });

  test('the id itself; nothing for other slugs or unknown codes', () => {
    expect(idOf('1902')).toBe(1902);
    expect(idOf('clasica')).toBeNull();
    expect(idOf('1101')).toBeNull();
    expect(idOf('nada')).toBeNull();
  });
});
