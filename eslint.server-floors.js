/**
 * The server's floors (issue 33, docs/architecture.md "The server"): the ways in (the calls, the
 * HTTP edge, the pages, jobs and command line) stand on the rule rooms, which stand on the
 * ground (the database, the chain's data, the protocol's words and the configuration); the
 * composition (app.ts, main.ts) is above everything. A floor never imports one above it; inside
 * the rules no two rooms import each other (tests/lint/server-rooms.test.ts).
 */
export const SERVER_FLOORS = {
  ground: [
    'server/db',
    'server/seed',
    'server/wire',
    'server/config.ts',
    'server/config-accounts.ts',
    'server/config-edge.ts',
    'server/config-mail.ts',
    'server/config-push.ts',
    'server/duration.ts',
    'server/start-notice.ts',
  ],
  rules: [
    'server/accounts',
    'server/auth',
    'server/captcha',
    'server/cart',
    'server/certificates',
    'server/chain',
    'server/coupons',
    'server/customer-data',
    'server/idempotency',
    'server/images',
    'server/mail',
    'server/orders',
    'server/push',
    'server/quote',
    'server/staff',
  ],
  ways: [
    'server/calls',
    'server/http',
    'server/edge',
    'server/pasarela',
    'server/pwa',
    'server/shell',
    'server/map',
    'server/cli',
    'server/housekeeping',
    'server/dev',
    'server/start-notices.ts',
  ],
  composition: ['server/app.ts', 'server/main.ts'],
};
const SERVER_ORDER = ['ground', 'rules', 'ways', 'composition'];
export const SERVER_WALLS = SERVER_ORDER.slice(0, -1).map((floor, i) => ({
  target: SERVER_FLOORS[floor],
  from: SERVER_ORDER.slice(i + 1).flatMap((above) => SERVER_FLOORS[above]),
  message: `El servidor importa hacia abajo: ${floor} no importa de los pisos superiores (docs/architecture.md).`,
}));
