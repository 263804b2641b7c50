import type { Staff, StaffRole } from '../../api/staff';

const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administración',
  gerente: 'Gerencia',
  cocina: 'Cocina',
  repartidor: 'Reparto',
};

/** The role as the staff read it. */
export const staffRoleLabel = (rol: StaffRole): string => ROLE_LABELS[rol];

/** The shops a staff member works for, as one line. */
export function staffShopsLabel(staff: Staff): string {
  if (staff.tiendas.length === 0) return 'Sin tiendas asignadas';
  return staff.tiendas.map((shop) => shop.nombre).join(', ');
}
