/**
 * Staff roles and their reach (issue 35 §1): `admin` is the chain (every shop, staff, the
 * audit log); `gerente`, `cocina` and `repartidor` reach only the shops they belong to.
 */
export const STAFF_ROLES = ['admin', 'gerente', 'cocina', 'repartidor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member as the rules see them (never their password hash nor TOTP key). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  shopIds: number[];
  totp: boolean;
}

export function staffIsAdmin(staff: Pick<StaffMember, 'role'>): boolean {
  return staff.role === 'admin';
}

/**
 * Whether `staff` may see and act on shop `shopId`: an admin every shop, others their own.
 * (A disabled member has no session: the operator guard refuses them before any scope.)
 */
export function staffCanSeeShop(
  staff: Pick<StaffMember, 'role' | 'shopIds'>,
  shopId: number,
): boolean {
  return staffIsAdmin(staff) || staff.shopIds.includes(shopId);
}

export function staffRoleIsValid(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
