import { pathIsCategory, pathNormalize } from './layout-routes';

/** Where the mobile back button goes (§2.3). */
export type BackTarget =
  { kind: 'path'; to: string } | { kind: 'first-category' } | { kind: 'history' };

/** §2.3 static information pages: back goes home. */
const STATIC_INFO = new Set([
  '/preguntasFrecuentes',
  '/terminosDeUso',
  '/politicasDePrivacidad',
  '/politicas-promociones',
  '/acercaDe',
  '/ubicaciones',
  '/tiendas',
  '/trivia',
  '/jobs',
]);

/**
 * §2.3 back behaviour: no history goes home; category page, static info pages → home;
 * /cart → the first main category; email-sent and updatepass → /login; otherwise one
 * page back. The checkout payment steps are handled before this (see back-handler).
 */
export function backTargetFor(pathname: string, hasHistory: boolean): BackTarget {
  const path = pathNormalize(pathname);
  if (path === '/email-sent' || path.startsWith('/updatepass/') || path === '/updatepass')
    return { kind: 'path', to: '/login' };
  if (path === '/cart') return { kind: 'first-category' };
  if (!hasHistory || pathIsCategory(path) || STATIC_INFO.has(path))
    return { kind: 'path', to: '/' };
  return { kind: 'history' };
}
