import type { z } from 'zod';
import type { promotionSchema } from '../../schema.ts';
import { cajaAlitas, cajaFamiliar } from './assembled-products.ts';
import {
  armaTu,
  chivona,
  clasica,
  dobleQueso,
  familiar,
  guanaca,
  polloCrujiente,
} from './burgers.ts';
import { C } from './categories.ts';
import { comboClasica, comboDobleQueso, comboPollo } from './combos.ts';
import { pieManzana, tresLeches } from './desserts.ts';
import { batidoFresa } from './drinks.ts';
import { type Extra, money, priceOf, product } from './products.ts';
import { horarios } from './schedules.ts';
import { papasGrandes } from './sides.ts';

type Promotion = z.input<typeof promotionSchema>;

// --- Promotions and their PROMO products (1900–1949): PROMO product I = promotion I ----
export const promos: Promotion[] = [];
const HASTA = '31/12/2027';
function promotion(
  Iid: number,
  N: string,
  D: string,
  price: { P?: number; MT?: number; PR?: number },
  items: { apl?: number[]; prm: number[]; MC?: number; AM?: 0 | 1; code?: string },
  extra: Extra = {},
): number {
  promos.push({
    I: Iid,
    D: N,
    P: price.P ?? null,
    MT: price.MT ?? null,
    PR: price.PR ?? null,
    MC: items.MC ?? null,
    AM: items.AM ?? 0,
    apl: items.apl ?? [],
    prm: items.prm,
    FECHA_HASTA: HASTA,
    ...(items.code ? { CODIGO: items.code } : {}),
  });
  const reference = items.prm.reduce((sum, id) => sum + priceOf(id), 0);
  const shown =
    price.PR !== undefined
      ? price.PR
      : price.P !== undefined
        ? reference * (1 - price.P / 100)
        : reference - price.MT!;
  product(Iid, 'PROMO', C.promociones, N, money(shown), D, extra);
  return Iid;
}

export const promoSegundoCombo = promotion(
  1901,
  'Segundo Combo Clásico a $2.99',
  'Lunes y miércoles: con cualquier Combo Clásico, Doble Queso o Pollo Crujiente en tu bolsa, el segundo Combo Clásico te sale a $2.99.',
  { PR: 2.99 },
  { apl: [comboClasica, comboDobleQueso, comboPollo], prm: [comboClasica], code: 'SEGUNDO299' },
  { SM: '1,0,1,0,0,0,0', CODIGO_URL: 'segundo-combo' },
);
horarios.push({ I: promoSegundoCombo, HD: '11:00', HH: '20:00' });
export const promoCaja = promotion(
  1902,
  'Caja familiar con 20% de descuento',
  'Arma tu caja familiar con 20% de descuento en todas las tiendas.',
  { P: 20 },
  { prm: [cajaFamiliar], code: 'CAJA20' },
  { NW: 'S' },
);
promotion(
  1903,
  'Batido + pie: $1.00 menos',
  'Un batido de fresa y un pie de manzana con un dólar de descuento.',
  { MT: 1 },
  { prm: [batidoFresa, pieManzana] },
);
promotion(
  1904,
  'Tres leches a $0.99 en compras mayores a $15',
  'Agrega una porción de tres leches por solo $0.99 cuando tu pedido supera los $15.00.',
  { PR: 0.99 },
  { prm: [tresLeches], MC: 15 },
);
export const promoPapas = promotion(
  1905,
  'Papas grandes a $0.99 con tu hamburguesa',
  'Agrega papas fritas grandes por $0.99 a tu hamburguesa armable; si llevas varias, se aplica a la de menor precio.',
  { PR: 0.99 },
  {
    apl: [clasica, dobleQueso, chivona, guanaca, familiar, armaTu, polloCrujiente],
    prm: [papasGrandes],
    AM: 1,
  },
);
promotion(
  1906,
  'Martes de alitas: 25% en la caja para compartir',
  'Todos los martes, la caja de alitas para compartir con 25% de descuento.',
  { P: 25 },
  { prm: [cajaAlitas], code: 'MARTESALITAS' },
  { SM: '0,1,0,0,0,0,0' },
);
