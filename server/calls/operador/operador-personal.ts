import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditRead } from '../../staff/audit.ts';
import { staffCreate, staffUpdate } from '../../staff/staff-manage.ts';
import { STAFF_ROLES } from '../../staff/staff-roles.ts';
import { shopNames, staffMembers } from '../../staff/staff-store.ts';
import { bodyOf, staffOf, valuesOf, type OperatorDeps } from './operador-http.ts';
import { staffView } from './operador-view.ts';

/** The admins' calls: the staff list, adding and changing members, the audit log. */

const shopIds = z.array(z.number().int().positive()).max(500);
const newBody = z.object({
  email: z.email().max(254),
  nombre: z.string().trim().min(1).max(120),
  rol: z.enum(STAFF_ROLES),
  tiendas: shopIds,
  password: z.string().max(200),
});
const changeBody = z.object({
  nombre: z.string().trim().min(1).max(120).optional(),
  rol: z.enum(STAFF_ROLES).optional(),
  tiendas: shopIds.optional(),
  activo: z.boolean().optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const auditQuery = z.object({
  desde: z.iso.datetime({ offset: true }).optional(),
  hasta: z.iso.datetime({ offset: true }).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  limite: z.coerce.number().int().min(1).max(500).default(100),
});

export function staffRoutes(app: FastifyInstance, deps: OperatorDeps): void {
  const { db, clock } = app.ctx;
  const admin = { config: { operador: 'admin' as const } };

  app.get('/personal', admin, async () => {
    const names = await shopNames(db);
    const members = await staffMembers(db);
    return { personal: members.map((m) => ({ ...staffView(m, names), activo: m.active })) };
  });

  app.post('/personal', admin, async (request, reply) => {
    const body = bodyOf(request, newBody);
    const made = await staffCreate(
      db,
      deps.passwords,
      staffOf(request).member.id,
      {
        email: body.email,
        name: body.nombre,
        role: body.rol,
        shopIds: body.tiendas,
        password: body.password,
      },
      clock(),
    );
    return reply.code(201).send({ staff: staffView(made, await shopNames(db)) });
  });

  app.patch('/personal/:id', admin, async (request) => {
    const { id } = valuesOf(request.params, idParams);
    const body = bodyOf(request, changeBody);
    const changed = await staffUpdate(
      db,
      staffOf(request).member.id,
      id,
      { name: body.nombre, role: body.rol, shopIds: body.tiendas, active: body.activo },
      clock(),
    );
    return { staff: staffView(changed, await shopNames(db)) };
  });

  app.get('/auditoria', admin, async (request) => {
    const q = valuesOf(request.query, auditQuery);
    return {
      entradas: await auditRead(db, {
        from: q.desde ? new Date(q.desde) : undefined,
        to: q.hasta ? new Date(q.hasta) : undefined,
        staffId: q.staffId,
        limit: q.limite,
      }),
    };
  });
}
