import { parseArgs } from 'node:util';
import { STAFF_ROLES, staffRoleIsValid, type StaffRole } from '../staff/staff-roles.ts';

/**
 * Arguments of `npm run staff` (README "How a chain starts"): add, list, disable and
 * reset-password. A password is never an argument (it would stay in the shell's history and
 * the process list): it is read from standard input. Every mistake is one Spanish sentence.
 */

export type StaffCommand =
  | { action: 'add'; email: string; role: StaffRole; name: string; shopIds: number[] }
  | { action: 'list' }
  | { action: 'disable'; email: string }
  | { action: 'reset-password'; email: string };

export type StaffArgsResult = { ok: true; command: StaffCommand } | { ok: false; error: string };

export const STAFF_USAGE = [
  'Uso:',
  '  npm run staff -- add --email CORREO --role ROL [--name NOMBRE] [--shop ID …]',
  '  npm run staff -- list',
  '  npm run staff -- disable --email CORREO',
  '  npm run staff -- reset-password --email CORREO',
  `Roles: ${STAFF_ROLES.join(', ')}. La contraseña se lee de la entrada estándar`,
  '(por ejemplo: echo "$CLAVE" | npm run staff -- add …) o se pide sin mostrarla.',
];

const fail = (error: string): StaffArgsResult => ({ ok: false, error });

const OPTIONS = {
  email: { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  shop: { type: 'string', multiple: true },
} as const;

function parsed(args: readonly string[]) {
  if (args.some((a) => /^--(password|contrasena|contraseña|clave)(=|$)/i.test(a)))
    return 'La contraseña no se acepta como argumento: escríbala cuando se pida o envíela por la entrada estándar.';
  try {
    return parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    const unknown = /'(--?[^']+)'/.exec((e as Error).message)?.[1];
    return unknown ? `Opción desconocida o sin valor: ${unknown}` : 'Argumentos no válidos.';
  }
}

function addCommand(values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']) {
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail('Falta --email con un correo válido.');
  const role = values.role ?? '';
  if (!staffRoleIsValid(role)) return fail(`--role debe ser uno de: ${STAFF_ROLES.join(', ')}.`);
  const shopIds: number[] = [];
  for (const s of values.shop ?? []) {
    if (!/^\d{1,9}$/.test(s)) return fail(`--shop debe ser el id de una tienda, no '${s}'.`);
    shopIds.push(Number(s));
  }
  if (role !== 'admin' && shopIds.length === 0)
    return fail(`Un miembro con rol ${role} necesita al menos una tienda (--shop ID).`);
  const name = values.name?.trim() || email.slice(0, email.indexOf('@'));
  return { ok: true as const, command: { action: 'add' as const, email, role, name, shopIds } };
}

/** Reads the command and its arguments. */
export function staffArgsParse(args: readonly string[]): StaffArgsResult {
  const read = parsed(args);
  if (typeof read === 'string') return fail(read);
  const [action, ...extra] = read.positionals;
  if (extra.length > 0) return fail(`Argumento de más: ${extra[0]}`);
  const { values } = read;
  if (action === 'add') return addCommand(values);
  if (action === 'list') return { ok: true, command: { action } };
  if (action === 'disable' || action === 'reset-password') {
    const email = values.email?.trim() ?? '';
    if (email === '') return fail('Falta --email.');
    return { ok: true, command: { action, email } };
  }
  return fail(action ? `Acción desconocida: ${action}` : 'Falta la acción.');
}
