import type { Database } from '../../db/client.ts';
import { staffCanSeeShop, type StaffMember } from '../../staff/staff-roles.ts';
import { shopNames } from '../../staff/staff-store.ts';

/** `Staff` as the operator calls answer it (docs/operator-api.md). */
export interface StaffView {
  id: number;
  email: string;
  nombre: string;
  rol: StaffMember['role'];
  tiendas: { id: number; nombre: string }[];
  totp: boolean;
}

export function staffView(m: StaffMember, names: Map<number, string>): StaffView {
  // the shops of the chain this member reaches, in the chain's order
  const ids = [...names.keys()].filter((id) => staffCanSeeShop(m, id));
  return {
    id: m.id,
    email: m.email,
    nombre: m.name,
    rol: m.role,
    tiendas: ids.map((id) => ({ id, nombre: names.get(id) ?? '' })),
    totp: m.totp,
  };
}

export async function staffViewRead(db: Database, m: StaffMember): Promise<StaffView> {
  return staffView(m, await shopNames(db));
}
