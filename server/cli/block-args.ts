import type { BlockKind, BlockType } from '../db/schema/cart-rules.ts';

/**
 * Arguments of `npm run block` (docs/operator.md). `--flag value` and `--flag=value` both
 * work. A shop is an id or `all` (every shop: a chain-wide block).
 */

export type BlockCommand =
  /** shopId: undefined = every block, null = the chain-wide ones, n = in force at shop n */
  | { action: 'list'; shopId: number | null | undefined }
  | { action: 'block'; kind: BlockKind; shopId: number | null; itemId: number; type: BlockType }
  | { action: 'unblock'; kind: BlockKind; shopId: number | null; itemId: number };

export type BlockArgsResult = { ok: true; command: BlockCommand } | { ok: false; error: string };

export const BLOCK_USAGE = [
  'Uso:',
  '  npm run block -- --shop <idtda|all> --product <id> [--type LLEV|DOMI|TODOS]',
  '  npm run block -- --shop <idtda|all> --option <id> [--type LLEV|DOMI|TODOS]',
  '  npm run block -- --unblock --shop <idtda|all> (--product <id> | --option <id>)',
  '  npm run block -- --list [--shop <idtda|all>]',
];

const VALUED = ['--shop', '--product', '--option', '--type'] as const;
const SWITCHES = ['--unblock', '--list'] as const;
const TYPES: readonly BlockType[] = ['LLEV', 'DOMI', 'TODOS'];
const ID = /^-?\d{1,9}$/;

type Valued = (typeof VALUED)[number];
type Switch = (typeof SWITCHES)[number];

const fail = (error: string): BlockArgsResult => ({ ok: false, error });
const isValued = (flag: string): flag is Valued => (VALUED as readonly string[]).includes(flag);
const isSwitch = (flag: string): flag is Switch => (SWITCHES as readonly string[]).includes(flag);

/** Reads the flags; every problem comes back as one Spanish sentence. */
export function blockArgsParse(args: readonly string[]): BlockArgsResult {
  const values = new Map<Valued, string>();
  const switches = new Set<Switch>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    if (isSwitch(flag) && inline === undefined) switches.add(flag);
    else if (isValued(flag)) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '' || value.startsWith('--'))
        return fail(`Falta el valor de ${flag}.`);
      if (values.has(flag)) return fail(`${flag} aparece dos veces.`);
      values.set(flag, value);
    } else return fail(`Opción desconocida: ${arg}`);
  }

  const shopText = values.get('--shop');
  let shopId: number | null | undefined;
  if (shopText !== undefined) {
    if (shopText.toLowerCase() === 'all') shopId = null;
    else if (ID.test(shopText)) shopId = Number(shopText);
    else return fail(`--shop debe ser el id de una tienda o all, no '${shopText}'.`);
  }

  if (switches.has('--list')) {
    if (switches.has('--unblock') || values.size > (shopText === undefined ? 0 : 1))
      return fail('--list solo admite --shop.');
    return { ok: true, command: { action: 'list', shopId } };
  }

  const product = values.get('--product');
  const option = values.get('--option');
  if ((product === undefined) === (option === undefined))
    return fail('Indique --product o --option (uno de los dos).');
  const itemText = (product ?? option)!;
  if (!ID.test(itemText)) return fail(`El id '${itemText}' no es un número entero.`);
  if (shopId === undefined) return fail('Falta --shop (el id de la tienda, o all).');
  const kind: BlockKind = product !== undefined ? 'producto' : 'opcion';
  const target = { kind, shopId, itemId: Number(itemText) };

  const typeText = values.get('--type');
  if (switches.has('--unblock')) {
    if (typeText !== undefined)
      return fail('--type no se usa con --unblock: se quita el bloqueo sea cual sea su tipo.');
    return { ok: true, command: { action: 'unblock', ...target } };
  }
  const type = (typeText ?? 'TODOS').toUpperCase() as BlockType;
  if (!TYPES.includes(type)) return fail(`--type debe ser LLEV, DOMI o TODOS, no '${typeText}'.`);
  return { ok: true, command: { action: 'block', ...target, type } };
}
