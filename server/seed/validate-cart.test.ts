import { describe, expect, test } from 'vitest';
import { FIXTURE_PATH } from '../test/harness.ts';
import { readFileSync } from 'node:fs';
import { parseChain } from './validate.ts';

// docs/seed-format.md "Cart rules": the fixture has products 101 (ATP), 102 (CMB, choices
// 801 and 802), 103 (PRD), promotion 900 and shop 10.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate freely
type Loose = any;
const chain = (extra: Record<string, unknown>): Loose => ({
  ...(JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Record<string, unknown>),
  ...extra,
});
function errorsOf(data: unknown): string[] {
  const result = parseChain(data);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('cart rules in the chain file', () => {
  test('valid rules load, with T TODOS and IDTDA null by default', () => {
    const result = parseChain(
      chain({
        bloqueos: [{ I: 103 }, { IDTDA: 10, I: 103, T: 'DOMI' }],
        bloqueosOpciones: [{ IDTDA: 10, I: 801, T: 'LLEV' }],
        ventaSugerida: [{ I: 102, S: [103] }],
        promos: [{ I: 900, D: 'Promo', PR: 1, FECHA_HASTA: '31/12/2027', CODIGO: ' VERANO ' }],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.bloqueos[0]).toEqual({ IDTDA: null, I: 103, T: 'TODOS' });
    expect(result.data.promos[0]?.CODIGO).toBe('VERANO');
    expect(result.data.geoPermitidos).toEqual([]);
  });

  test('blocks: missing products, choices and shops; a scope repeated; a bad type', () => {
    expect(
      errorsOf(
        chain({
          bloqueos: [
            { IDTDA: 10, I: 999 },
            { IDTDA: 77, I: 103 },
            { IDTDA: null, I: 103 },
            { I: 103, T: 'LLEV' },
          ],
          bloqueosOpciones: [{ IDTDA: 10, I: 103 }],
        }),
      ),
    ).toEqual([
      'bloqueos.0.I: el producto 999 no existe',
      'bloqueos.1.IDTDA: la tienda 77 no existe',
      'bloqueos.3.I: el bloqueo de 103 en esa tienda está repetido (bloqueos.2)',
      'bloqueosOpciones.0.I: la opción 103 no existe',
    ]);
    expect(errorsOf(chain({ bloqueos: [{ I: 103, T: 'CASA' }] }))[0]).toMatch(/^bloqueos\.0\.T: /);
  });

  test('suggested sales: simple existing products, not the product itself, once each', () => {
    expect(
      errorsOf(
        chain({
          ventaSugerida: [
            { I: 102, S: [103, 998, 101] },
            { I: 103, S: [103] },
            { I: 102, S: [103] },
            { I: 997, S: [103] },
          ],
        }),
      ),
    ).toEqual([
      'ventaSugerida.0.S.1: el producto 998 no existe',
      'ventaSugerida.0.S.2: el producto 101 no es simple (PRD): no se puede sugerir',
      'ventaSugerida.1.S.0: un producto no se sugiere a sí mismo',
      'ventaSugerida.2.I: el producto 102 está repetido (ventaSugerida.0)',
      'ventaSugerida.3.I: el producto 997 no existe',
    ]);
  });

  test('geo permissions: only geo-limited products (X = 2), existing shops', () => {
    const data = chain({
      geoPermitidos: [
        { I: 103, TIENDAS: [10] },
        { I: 102, TIENDAS: [10, 55] },
      ],
    });
    data.productos[1].X = 2;
    expect(errorsOf(data)).toEqual([
      'geoPermitidos.0.I: el producto 103 no está limitado (X no es 2)',
      'geoPermitidos.1.TIENDAS.1: la tienda 55 no existe',
    ]);
  });

  test('promotional codes are unique whatever their case', () => {
    const promo = (I: number, CODIGO: string) => ({
      I,
      D: 'Promo',
      PR: 1,
      FECHA_HASTA: '31/12/2027',
      CODIGO,
    });
    expect(errorsOf(chain({ promos: [promo(900, 'Verano'), promo(901, 'VERANO')] }))).toEqual([
      "promos.1.CODIGO: el código 'VERANO' ya lo usa promos.0",
    ]);
  });
});
