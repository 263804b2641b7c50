import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_ANSWERS } from '../accounts/account-answers.ts';
import { deleteBody, passwordChangeBody, profileBody } from '../accounts/account-bodies.ts';
import { accountDelete } from '../accounts/account-delete.ts';
import { accountDeps, type AccountDeps } from '../accounts/account-deps.ts';
import { customerBySub, type CustomerRow } from '../accounts/customer-store.ts';
import { passwordChange } from '../accounts/password-change.ts';
import { profileRead, profileSave, profileUnsubscribe } from '../accounts/profile.ts';
import { unsubscribeTokenRead } from '../accounts/unsubscribe-link.ts';
import { unsubscribePage } from '../accounts/unsubscribe-page.ts';
import type { Session } from '../auth/guard.ts';
import { FAVORITE_OPER } from '../../src/protocol/customer-favorite.ts';
import { cartIndexPart } from '../chain/cart-index.ts';
import { geoIndexPart } from '../chain/geo-index.ts';
import { accountOrdersPending, accountOrdersRead } from '../orders/read/account-orders.ts';
import {
  addressIdBody,
  addressSaveBody,
  addressSortBody,
} from '../customer-data/address-bodies.ts';
import {
  addressDelete,
  addressesRead,
  addressesSort,
  addressMarkMain,
} from '../customer-data/address-order.ts';
import { addressSave } from '../customer-data/address-save.ts';
import { favoriteUpdate, favoritesRead } from '../customer-data/favorites.ts';
import { ApiError, MSG } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import { formId } from '../wire/id-fields.ts';

/**
 * cliente/* account calls (§7; issue 15's contract), all secure: the customer's data, its
 * change, the password change, promotions off, deleting the account; issue 16's saved
 * addresses, favourites and the account's orders on every device. Plus the GET of the
 * unsubscribe link in marketing mails.
 */
type CustomerOf = (session: Session | null) => Promise<CustomerRow & { family: string }>;

/** issue 15: the customer's data, its change, the password, promotions off, deleting it. */
function profileCalls(app: FastifyInstance, deps: AccountDeps, customerOf: CustomerOf): void {
  defineCall(app, '/cliente/getDataUser', { secure: true }, async ({ session }) =>
    profileRead(await customerOf(session)),
  );

  defineCall(
    app,
    '/cliente/saveCliente',
    { secure: true, encrypted: true, body: profileBody },
    async ({ session, body, now }) => profileSave(deps.db, await customerOf(session), body, now),
  );

  defineCall(
    app,
    '/cliente/changePassword',
    { secure: true, encrypted: true, limit: 'login', body: passwordChangeBody },
    async ({ session, body, now }) => {
      const customer = await customerOf(session);
      return passwordChange(deps, customer, customer.family, body, now);
    },
  );

  defineCall(app, '/cliente/unsubscribe', { secure: true }, async ({ session, now }) =>
    profileUnsubscribe(deps.db, (await customerOf(session)).id, now),
  );

  defineCall(
    app,
    '/cliente/deleteAccount',
    { secure: true, encrypted: true, limit: 'login', body: deleteBody },
    async ({ session, body, now }) =>
      accountDelete(deps, await customerOf(session), body.contrasena, now),
  );
}

/** issue 16: the saved addresses. */
function addressCalls(app: FastifyInstance, deps: AccountDeps, customerOf: CustomerOf): void {
  defineCall(app, '/cliente/getDirecciones', { secure: true }, async ({ session }) =>
    addressesRead(deps.db, (await customerOf(session)).id),
  );

  defineCall(
    app,
    '/cliente/saveDireccion',
    { secure: true, encrypted: true, body: addressSaveBody },
    async ({ session, body, now }) => {
      const customer = await customerOf(session);
      const geo = await app.ctx.chain.part(geoIndexPart);
      return addressSave(deps.db, geo, customer.id, body, now);
    },
  );

  defineCall(
    app,
    '/cliente/markPrincipal',
    { secure: true, body: addressIdBody },
    async ({ session, body }) => addressMarkMain(deps.db, (await customerOf(session)).id, body.i),
  );

  defineCall(
    app,
    '/cliente/deleteDireccion',
    { secure: true, body: addressIdBody },
    async ({ session, body }) => addressDelete(deps.db, (await customerOf(session)).id, body.i),
  );

  defineCall(
    app,
    '/cliente/saveSortedAddresses',
    { secure: true, body: addressSortBody },
    async ({ session, body }) =>
      addressesSort(deps.db, (await customerOf(session)).id, body.addresses),
  );
}

const favoriteBody = z.object({
  idpds: formId,
  oper: z.enum([FAVORITE_OPER.add, FAVORITE_OPER.remove], { error: "debe ser 'A' o 'E'" }),
});

/** issue 16: the favourites and the account's orders on every device. */
function favoriteAndOrderCalls(
  app: FastifyInstance,
  deps: AccountDeps,
  customerOf: CustomerOf,
): void {
  defineCall(app, '/cliente/favoritos', { secure: true }, async ({ session }) =>
    favoritesRead(deps.db, (await customerOf(session)).id),
  );

  defineCall(
    app,
    '/cliente/updateFavorito',
    { secure: true, body: favoriteBody },
    async ({ session, body, now }) => {
      const customer = await customerOf(session);
      const menu = await app.ctx.chain.part(cartIndexPart);
      return favoriteUpdate(deps.db, menu, customer.id, body.idpds, body.oper, now);
    },
  );

  defineCall(app, '/cliente/getCompleteLastOrders', { secure: true }, async ({ session }) =>
    accountOrdersRead(deps.db, (await customerOf(session)).sub),
  );

  defineCall(app, '/cliente/getOrdersPend', { secure: true }, async ({ session, now }) =>
    accountOrdersPending(deps.db, (await customerOf(session)).sub, now),
  );
}

const unsubscribeQuery = z.object({ t: z.string().max(400).default('') });

/** The GET of the unsubscribe link in marketing mails: a page, not a call. */
function unsubscribeLinkRoute(app: FastifyInstance, deps: AccountDeps): void {
  app.get('/unsubscribe', async (request, reply) => {
    const parsed = unsubscribeQuery.safeParse(request.query);
    const secret = deps.config.accounts.unsubscribeSecret;
    const sub = parsed.success ? unsubscribeTokenRead(secret, parsed.data.t) : null;
    const customer = sub === null ? null : await customerBySub(deps.db, sub);
    if (customer) await profileUnsubscribe(deps.db, customer.id, app.ctx.clock());
    const message = customer ? ACCOUNT_ANSWERS.unsubscribed : ACCOUNT_ANSWERS.unsubscribeInvalid;
    return reply
      .code(customer ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(message, deps.config.brand.name));
  });
}

export const clienteCalls: FastifyPluginAsync = async (app) => {
  const deps = accountDeps(app.ctx);

  /** The logged-in customer of a secure call (the guard checked the session is live). */
  const customerOf: CustomerOf = async (session) => {
    if (session?.kind !== 'user') throw new ApiError(401, MSG.loginRequired);
    const customer = await customerBySub(deps.db, session.sub);
    if (!customer) throw new ApiError(401, MSG.sessionExpired);
    return { ...customer, family: session.family };
  };

  profileCalls(app, deps, customerOf);
  addressCalls(app, deps, customerOf);
  favoriteAndOrderCalls(app, deps, customerOf);
  unsubscribeLinkRoute(app, deps);
};
