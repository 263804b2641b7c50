import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { formId } from '../wire/id-fields.ts';
import type { Config } from '../config.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { handleError } from '../http/errors.ts';
import '../http/context.ts';
import { devReadCheck } from './dev-request.ts';

/**
 * The mail outbox, readable in development (issue 15): without SMTP_URL nothing is sent,
 * so a developer (or an end-to-end test) reads the activation and recovery mails here.
 * GET /dev/mail lists the latest 100 (id, kind, to, subject, created, sent); GET
 * /dev/mail/:id answers one with its html and text; GET /dev/mail/:id/html shows the mail
 * as a page (sandboxed: no script runs, nothing loads). Only with DEV_ENDPOINTS and never
 * in production, whatever DEV_ENDPOINTS says: these mails hold the links that open
 * customers' accounts.
 */

const LIST_LIMIT = 100;

const params = z.object({ id: formId });

/** A page that shows the mail as its clients would, and can do nothing else. */
const MAIL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'; sandbox allow-popups allow-popups-to-escape-sandbox";

function mailId(value: unknown): number {
  const parsed = params.safeParse(value ?? {});
  if (!parsed.success) throw badRequest('id: debe ser un número entero');
  return parsed.data.id;
}

export const devMailRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (!config.devEndpoints || config.production) return;
  app.setErrorHandler(handleError);
  app.addHook('onRequest', devReadCheck);

  const summary = {
    id: mailOutbox.id,
    kind: mailOutbox.kind,
    to: mailOutbox.toAddress,
    subject: mailOutbox.subject,
    created: mailOutbox.createdAt,
    sent: mailOutbox.sentAt,
  };

  async function one(id: number) {
    const [row] = await app.ctx.db
      .select({ ...summary, html: mailOutbox.html, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (!row) throw new ApiError(404, 'Correo no encontrado');
    return row;
  }

  app.get('/dev/mail', async (_request, reply) => {
    const mails = await app.ctx.db
      .select(summary)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(LIST_LIMIT);
    return reply.header('cache-control', 'no-store').send(ok({ mails }));
  });

  app.get('/dev/mail/:id', async (request, reply) => {
    const mail = await one(mailId(request.params));
    return reply.header('cache-control', 'no-store').send(ok({ mail }));
  });

  app.get('/dev/mail/:id/html', async (request, reply) => {
    const mail = await one(mailId(request.params));
    return reply
      .header('content-security-policy', MAIL_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
};
