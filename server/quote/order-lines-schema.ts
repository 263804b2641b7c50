import { z } from 'zod';
import { cartItemIsGrouped } from '../../src/domain/cart/cart-item.ts';
import { centsFromAmount, centsToAmount } from '../../src/domain/money.ts';
import { productIdOf } from '../../src/domain/product-id.ts';
import { textLine } from '../wire/text-fields.ts';
import type {
  OrderLineCents,
  OrderLineIngredient,
  OrderLineOption,
} from '../../src/protocol/order-line.ts';

/**
 * §3.4 the order lines of an order save (§3.6 'menu'), read by the server on its own terms:
 * the shape the protocol describes (src/protocol/order-line.ts), every key required, no other
 * key accepted, every list and text bounded. Amounts must be 2-decimal numbers (§9) and come
 * out as integer cents (OrderLineCents). Messages are Spanish. Only the server reads order
 * lines it did not write, so this reading (zod, as every check of the server) stays here
 * (docs/decisions/025).
 */

/** Limits far above a real cart (§9 maximum items), low enough to bound the work. */
export const ORDER_LINES_LIMITS = {
  lines: 100,
  unitsPerLine: 50,
  unitsInOrder: 200,
  optionsPerUnit: 40,
  choicesPerOption: 40,
  ingredientsPerEntry: 60,
  appliesTo: 200,
  text: 200,
  code: 60,
  /** option levels: the unit's own (0), products configured inside (§3.4, up to 3), ATP picks */
  optionLevels: 5,
  /** ingredient levels: a unit's ingredients, a specialty's own */
  ingredientLevels: 3,
  /** §9 largest amount: $99,999.99 */
  amount: 99_999.99,
} as const;

const INT_MAX = 2_147_483_647;

const L = ORDER_LINES_LIMITS;

const int = (what: string, min: number, max: number) =>
  z
    .number({ error: `debe ser ${what}` })
    .int(`debe ser ${what}`)
    .min(min, `debe ser ${what}`)
    .max(max, `debe ser ${what}`);

const id = int('un id entero', 0, INT_MAX);
/** §3.4 a line's menu id (I) and the ids it applies to (APC): read here as product ids */
const productId = id.transform(productIdOf);
const order = int('un orden entero', 0, INT_MAX);
const flag = z.union([z.literal(0), z.literal(1)], { error: 'debe ser 1 o 0' });

/** §9 an amount with at most 2 decimals, to cents: 1.005 is refused, never rounded. */
const amount = z
  .number({ error: 'debe ser un monto' })
  .min(-L.amount, 'monto fuera de rango')
  .max(L.amount, 'monto fuera de rango')
  .refine((value) => centsToAmount(centsFromAmount(value)) === value, {
    error: 'debe tener como máximo 2 decimales',
  })
  .transform((value) => centsFromAmount(value));
const price = amount.refine((cents) => cents >= 0, { error: 'no puede ser negativo' });

/** A list checked for length before its items are read, so a huge list costs nothing. */
function boundedList<T extends z.ZodType>(item: T, max: number, what: string) {
  return z
    .array(z.unknown(), { error: `debe ser una lista de ${what}` })
    .max(max, `admite como máximo ${max} ${what}`)
    .pipe(z.array(item));
}

/** An empty list: where the nesting must stop. */
const none = (what: string) => z.array(z.never()).max(0, `no admite ${what} a esta profundidad`);

function ingredientSchema(level: number): z.ZodType<OrderLineIngredient> {
  const nested =
    level + 1 < L.ingredientLevels
      ? boundedList(ingredientSchema(level + 1), L.ingredientsPerEntry, 'ingredientes')
      : none('ingredientes');
  return z.strictObject({
    I: id,
    TIP: z.enum(['A', 'D', 'Q'], { error: 'debe ser A, D o Q' }),
    m1: flag,
    m2: flag,
    TDE: nested,
  });
}

function optionSchema(level: number): z.ZodType<OrderLineOption> {
  const nested =
    level + 1 < L.optionLevels
      ? boundedList(optionSchema(level + 1), L.choicesPerOption, 'elecciones')
      : none('elecciones');
  return z.strictObject({
    I: id,
    TIP: z.enum(['O', 'P', 'ATP'], { error: 'debe ser O, P o ATP' }),
    D: id.nullable(),
    DM: id.nullable(),
    S: nested,
    BAS: id.nullable(),
    TAM: id.nullable(),
    TDE: boundedList(ingredientSchema(0), L.ingredientsPerEntry, 'ingredientes'),
  });
}

const unitSchema = z.strictObject({
  P: price,
  O: boundedList(optionSchema(0), L.optionsPerUnit, 'opciones'),
  NP: order,
});

const lineSchema = z
  .strictObject({
    I: productId,
    IA: flag,
    C: int('una cantidad entera', 1, L.unitsPerLine),
    P: amount,
    PO: amount,
    TIP: z.enum(['PRD', 'CMB', 'ESF', 'ESM', 'ATP', 'PROMO'], { error: 'tipo de línea no válido' }),
    VS: flag,
    APC: boundedList(productId, L.appliesTo, 'ids'),
    D: textLine(
      z
        .string({ error: 'debe ser un texto' })
        .max(L.text, `admite como máximo ${L.text} caracteres`),
    ),
    DSC: z
      .enum(['PORCENTAJE', 'MONTO', 'PRECIO'], { error: 'tipo de descuento no válido' })
      .nullable(),
    ET: flag,
    FH: order.nullable(),
    IP: id.nullable(),
    MC: price.nullable(),
    NP: order,
    NUC: textLine(
      z
        .string({ error: 'debe ser un texto' })
        .max(L.code, `admite como máximo ${L.code} caracteres`),
    ).nullable(),
    PID: id.nullable(),
    TP: flag,
    list: boundedList(unitSchema, L.unitsPerLine, 'unidades').optional(),
  })
  .superRefine((line, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (cartItemIsGrouped(line.TIP)) {
      if (!line.list || line.list.length === 0) issue('list', 'debe traer sus unidades');
      else if (line.C !== line.list.length) issue('C', 'debe ser el número de unidades');
    } else {
      if (line.list !== undefined) issue('list', 'solo va en líneas CMB, ESF, ESM o ATP');
      if (line.C !== 1) issue('C', 'debe ser 1 en esta línea');
    }
    if (line.TP === 1) {
      if (line.TIP !== 'PROMO') issue('TP', 'un cupón va en una línea PROMO');
      if (line.P > 0) issue('P', 'un cupón no puede tener precio positivo');
      if (line.PID === null) issue('PID', 'un cupón debe traer su id (PID)');
      if (line.DSC === null) issue('DSC', 'un cupón debe traer su tipo de descuento');
    } else {
      if (line.P < 0) issue('P', 'no puede ser negativo');
      if (line.PO < 0) issue('PO', 'no puede ser negativo');
    }
    if (line.TIP === 'PROMO' && line.TP === 0) {
      if (line.IA !== 1) issue('IA', 'una promoción enviada debe estar aplicada');
      if (line.IP !== line.I) issue('IP', 'debe ser el id de la promoción (I)');
    }
  });

/** §3.4 every line and unit carries its own added order (NP): FH must name one line only. */
function ordersOf(line: OrderLineCents): Set<number> {
  return new Set([line.NP, ...(line.list ?? []).map((unit) => unit.NP)]);
}

const linesSchema = z
  .array(z.unknown(), { error: 'las líneas del pedido deben ser una lista' })
  .min(1, 'El pedido no tiene productos')
  .max(L.lines, `admite como máximo ${L.lines} líneas`)
  .pipe(z.array(lineSchema))
  .superRefine((lines, ctx) => {
    const owner = new Map<number, number>();
    lines.forEach((line, index) => {
      const unitOrders = (line.list ?? []).map((unit) => unit.NP);
      if (new Set(unitOrders).size !== unitOrders.length) {
        ctx.addIssue({ code: 'custom', path: [index, 'list'], message: 'NP repetido' });
      }
      for (const np of ordersOf(line)) {
        const other = owner.get(np);
        if (other !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'NP'],
            message: `el orden ${np} ya lo usa la línea ${other + 1}`,
          });
        } else owner.set(np, index);
      }
    });
    const units = lines.reduce((sum, line) => sum + (line.list?.length ?? 1), 0);
    if (units > L.unitsInOrder) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `admite como máximo ${L.unitsInOrder} unidades por pedido`,
      });
    }
  });

const spanish = z.locales.es().localeError;

/** How many problems a refused payload lists at most. */
const ISSUES_SHOWN = 5;

function issuePlace(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path;
  if (typeof first !== 'number') return 'pedido';
  const where = rest.map(String).join('.');
  return where === '' ? `línea ${first + 1}` : `línea ${first + 1}, ${where}`;
}

/** The result of reading order lines: the lines, or why they were refused (Spanish). */
export type OrderLinesParse = { ok: true; lines: OrderLineCents[] } | { ok: false; error: string };

/** §3.4 reads order lines as sent; never throws: a payload that does not fit is refused. */
export function orderLinesParse(raw: unknown): OrderLinesParse {
  const parsed = linesSchema.safeParse(raw, { error: spanish });
  if (parsed.success) return { ok: true, lines: parsed.data };
  const issues = parsed.error.issues;
  const shown = issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => `${issuePlace(issue.path)}: ${issue.message}`);
  const more = issues.length - shown.length;
  if (more > 0) shown.push(`y ${more} problema${more === 1 ? '' : 's'} más`);
  return { ok: false, error: `Las líneas del pedido no son válidas: ${shown.join('; ')}` };
}
