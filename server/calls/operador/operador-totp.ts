import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffTotpConfirm, staffTotpStart } from '../../staff/staff-totp-enrol.ts';
import { bodyOf, staffOf, type OperatorDeps } from './operador-http.ts';

/** TOTP enrolment: any member may enrol; admins must before any admin-only call. */

const confirmBody = z.object({ codigo: z.string().trim().max(10) });

export function totpRoutes(app: FastifyInstance, deps: OperatorDeps): void {
  const { db, clock, config } = app.ctx;
  app.post('/totp/inicio', async (request) =>
    staffTotpStart(db, deps.totpKey, config.brand.name, staffOf(request).member.id),
  );
  app.post('/totp/confirmar', async (request, reply) => {
    const { codigo } = bodyOf(request, confirmBody);
    await staffTotpConfirm(db, deps.totpKey, staffOf(request).member.id, codigo, clock());
    return reply.code(204).send();
  });
}
