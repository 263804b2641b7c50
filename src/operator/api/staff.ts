import { OPERATOR_MESSAGES, OperatorApiError } from './operator-error';

/** A staff member's role (the API contract of /api/operador). */
export type StaffRole = 'admin' | 'gerente' | 'cocina' | 'repartidor';

/** The staff member the session belongs to. */
export interface Staff {
  id: number;
  email: string;
  nombre: string;
  rol: StaffRole;
  tiendas: { id: number; nombre: string }[];
  totp: boolean;
}

const ROLES: readonly string[] = ['admin', 'gerente', 'cocina', 'repartidor'];

const isShop = (value: unknown): value is Staff['tiendas'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { nombre?: unknown }).nombre === 'string';

function isStaff(value: unknown): value is Staff {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.id === 'number' &&
    typeof s.email === 'string' &&
    typeof s.nombre === 'string' &&
    typeof s.rol === 'string' &&
    ROLES.includes(s.rol) &&
    Array.isArray(s.tiendas) &&
    s.tiendas.every(isShop) &&
    typeof s.totp === 'boolean'
  );
}

/** The `staff` of an answer `{ staff }`, checked: a different shape is the server's error. */
export function staffRead(answer: unknown): Staff {
  const staff = (answer as { staff?: unknown } | null)?.staff;
  if (!isStaff(staff)) throw new OperatorApiError(200, 'respuesta', OPERATOR_MESSAGES.respuesta);
  return staff;
}

/** An admin must enrol in two-step verification before anything else. */
export const staffMustEnrol = (staff: Staff): boolean => staff.rol === 'admin' && !staff.totp;
