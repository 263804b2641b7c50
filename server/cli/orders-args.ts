import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order/order-status.ts';

/**
 * Arguments of `npm run orders` (docs/operator.md, issue 6 "Operations"): list, show, advance
 * an order, or drive its simulated driver. Every mistake is one Spanish sentence.
 */

export type OrdersCommand =
  | { action: 'list'; limit: number }
  | { action: 'show'; id: number }
  | { action: 'advance'; id: number; to: OrderStatus | undefined }
  | { action: 'driver'; id: number; everyMs: number };

export type OrdersArgsResult = { ok: true; command: OrdersCommand } | { ok: false; error: string };

export const ORDERS_USAGE = [
  'Uso:',
  '  npm run orders -- list [--limit 50]',
  '  npm run orders -- show <id>',
  '  npm run orders -- advance <id> [ESTADO]   (sin ESTADO: el siguiente natural)',
  '  npm run orders -- driver <id> [--every 2000]   (un punto cada --every ms hasta LLC)',
];

const ID = /^\d{1,9}$/;
const fail = (error: string): OrdersArgsResult => ({ ok: false, error });

/** `--flag value` or `--flag=value` among the rest; positional words are kept in order. */
function split(args: readonly string[], flag: string | null) {
  const words: string[] = [];
  let value: string | undefined;
  let error: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name = '', inline] = arg.split(/=(.*)/s, 2);
    if (flag !== null && name === flag) {
      const v = inline ?? args[++i];
      if (v === undefined || v === '' || v.startsWith('--')) error ??= `Falta el valor de ${flag}.`;
      else if (value !== undefined) error ??= `${flag} aparece dos veces.`;
      else value = v;
    } else if (arg.startsWith('--')) error ??= `Opción desconocida: ${arg}`;
    else words.push(arg);
  }
  return { words, value, error };
}

function positiveInt(text: string | undefined, flag: string, fallback: number, min: number) {
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text) || Number(text) < min)
    return `${flag} debe ser un número entero de al menos ${min}, no '${text}'.`;
  return Number(text);
}

function orderId(text: string | undefined): number | string {
  if (text === undefined) return 'Falta el id del pedido.';
  return ID.test(text) ? Number(text) : `El id del pedido '${text}' no es un número entero.`;
}

/** Reads the command and its arguments. */
export function ordersArgsParse(args: readonly string[]): OrdersArgsResult {
  const [action, ...rest] = args;
  const flag = action === 'list' ? '--limit' : action === 'driver' ? '--every' : null;
  const { words, value, error } = split(rest, flag);
  if (action !== 'list' && action !== 'show' && action !== 'advance' && action !== 'driver') {
    return fail(action === undefined ? 'Falta la acción.' : `Acción desconocida: ${action}`);
  }
  if (error !== null) return fail(error);
  if (action === 'list') {
    if (words.length > 0) return fail(`list no lleva más argumentos: ${words.join(' ')}`);
    const limit = positiveInt(value, '--limit', 50, 1);
    return typeof limit === 'string' ? fail(limit) : { ok: true, command: { action, limit } };
  }
  const id = orderId(words[0]);
  if (typeof id === 'string') return fail(id);
  const extra = words.slice(action === 'advance' ? 2 : 1);
  if (extra.length > 0) return fail(`Sobran argumentos: ${extra.join(' ')}`);
  if (action === 'show') return { ok: true, command: { action, id } };
  if (action === 'advance') {
    const text = words[1]?.toUpperCase();
    if (text === undefined) return { ok: true, command: { action, id, to: undefined } };
    const to = ORDER_STATUSES.find((s) => s === text);
    if (!to) return fail(`Estado desconocido: ${words[1]}. Use ${ORDER_STATUSES.join(', ')}.`);
    return { ok: true, command: { action, id, to } };
  }
  const everyMs = positiveInt(value, '--every', 2000, 0);
  return typeof everyMs === 'string'
    ? fail(everyMs)
    : { ok: true, command: { action, id, everyMs } };
}
