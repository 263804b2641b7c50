import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIXTURE_PATH } from '../test/harness.ts';
import { parseChain } from './validate.ts';

// docs/seed-format.md "Coupons": the fixture has products 101, 102 and 103.
const chain = (cupones: unknown[], extra: Record<string, unknown> = {}): unknown => ({
  ...(JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Record<string, unknown>),
  cupones,
  ...extra,
});
const coupon = (over: Record<string, unknown> = {}) => ({
  IDPRO: 1,
  NOMBRE: 'Cupón',
  ETIQUETA: 'Cupón',
  FECHA_HASTA: '31/12/2027',
  P: 10,
  ...over,
});
function errorsOf(data: unknown): string[] {
  const result = parseChain(data);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('coupons in the chain file', () => {
  test('a valid coupon loads with its defaults; a code is stored trimmed and in lower case', () => {
    const result = parseChain(
      chain([
        coupon(),
        coupon({ IDPRO: 2, NUC: ' Ahorra10 ', CLASE: 'CODIGO', apl: [103], PR: null, P: 5 }),
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cupones[0]).toMatchObject({
      HORA_DESDE: '00:00',
      HORA_HASTA: '23:59',
      APC: 1,
      APLICA_MENOR: '0',
      CLASE: 'APP',
      NUC: null,
      apl: [],
    });
    expect(result.data.cupones[1]!.NUC).toBe('ahorra10');
  });

  test('refuses what the app could not read or the server could not apply', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ P: 10, MT: 1 }, 'exactamente uno de P, MT o PR'],
      [{ P: null }, 'exactamente uno de P, MT o PR'],
      [{ P: 0 }, 'cupones.0.P'],
      [{ P: 101 }, 'cupones.0.P'],
      [{ P: null, PR: 2 }, 'cupones.0.PR: un precio fijo (PR) necesita productos aplicables'],
      [{ NUC: 'codigo' }, 'cupones.0.NUC: un cupón CODIGO lleva NUC'],
      [{ CLASE: 'CODIGO' }, 'cupones.0.NUC: un cupón CODIGO lleva NUC'],
      [{ HORA_DESDE: '7:00' }, 'cupones.0.HORA_DESDE'],
      [{ FECHA_HASTA: '2027-12-31' }, 'cupones.0.FECHA_HASTA'],
      [{ FECHA_HASTA: '31/02/2027' }, 'cupones.0.FECHA_HASTA: la fecha 31/02/2027 no existe'],
      [{ apl: [999] }, 'cupones.0.apl.0: el producto 999 no existe'],
      [{ IDPDS: 999 }, 'cupones.0.IDPDS: el producto 999 no existe'],
      [{ APC: 0 }, 'cupones.0.APC'],
    ];
    for (const [over, expected] of cases) {
      expect(errorsOf(chain([coupon(over)])).join('\n'), JSON.stringify(over)).toContain(expected);
    }
  });

  test('ids and codes are unique, and a code is no promotion code', () => {
    const code = { CLASE: 'CODIGO', NUC: 'verano' };
    expect(errorsOf(chain([coupon(), coupon()]))).toContain(
      'cupones.1.IDPRO: el id 1 está repetido (cupones.0)',
    );
    expect(errorsOf(chain([coupon(code), coupon({ ...code, IDPRO: 2, NUC: 'VERANO' })]))).toContain(
      "cupones.1.NUC: el código 'verano' está repetido (cupones.0)",
    );
    const promos = [{ I: 900, D: 'Promo', PR: 1, FECHA_HASTA: '31/12/2027', CODIGO: 'VERANO' }];
    expect(errorsOf(chain([coupon(code)], { promos }))).toContain(
      "cupones.0.NUC: el código 'verano' ya es de una promoción",
    );
  });
});
