import * as v from 'valibot';

/**
 * What the build configures (Vite's `import.meta.env`: the VITE_* variables of docs/configuration.md),
 * read and checked once, for the app and its service worker. A bad value stops the build
 * with a message naming the variable instead of failing later somewhere else.
 */
export interface AppConfig {
  /** §7 base path of every call (VITE_API_BASE, default '/api'), without a trailing slash */
  apiBase: string;
  /** this build's id (vite.config.ts): a new deploy drops the persisted query cache */
  buildId: string;
  /** where the app is served from (Vite's BASE_URL), ending in '/' */
  baseUrl: string;
  /** a production build: the service worker is registered only there */
  production: boolean;
  /** the chain's name until the menu's NOMBRE_CADENA arrives (VITE_BRAND_NAME) */
  brandName: string;
  /** §5.4 show the operators' test products, ids below 1 (VITE_SHOW_NEGATIVE_IDS=true) */
  showIdsBelowOne: boolean;
  /** §9 a map style served elsewhere (VITE_MAP_STYLE_URL), or null for the server's own */
  mapStyleUrl: string | null;
}

const text = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((s) => s.trim()),
  );

const EnvSchema = v.object({
  VITE_API_BASE: v.pipe(
    text('/api'),
    v.regex(/^(\/|https?:\/\/)/, 'VITE_API_BASE debe empezar con / o http(s)://'),
    v.transform((s) => s.replace(/\/+$/, '')),
  ),
  VITE_BUILD_ID: text('storefront-0.1.0'),
  BASE_URL: text('/'),
  PROD: v.optional(v.boolean(), false),
  VITE_BRAND_NAME: v.pipe(
    text('Burger Salvador'),
    v.transform((s) => s || 'Burger Salvador'),
  ),
  VITE_SHOW_NEGATIVE_IDS: v.optional(v.picklist(['true', 'false', '']), 'false'),
  VITE_MAP_STYLE_URL: v.pipe(
    text(''),
    v.check(
      (s) => s === '' || /^(\/|https:\/\/)/.test(s),
      'VITE_MAP_STYLE_URL debe empezar con / o https://',
    ),
  ),
});

/** Reads a build's environment (Vite's `import.meta.env`; none in plain Node). */
export function appConfigRead(env: Record<string, unknown> | undefined): AppConfig {
  const result = v.safeParse(EnvSchema, env ?? {});
  if (!result.success) {
    const issue = result.issues[0];
    const name = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new Error(`Configuración no válida${name ? ` (${name})` : ''}: ${issue.message}`);
  }
  const e = result.output;
  return {
    apiBase: e.VITE_API_BASE,
    buildId: e.VITE_BUILD_ID,
    baseUrl: e.BASE_URL,
    production: e.PROD,
    brandName: e.VITE_BRAND_NAME,
    showIdsBelowOne: e.VITE_SHOW_NEGATIVE_IDS === 'true',
    mapStyleUrl: e.VITE_MAP_STYLE_URL || null,
  };
}

/** The configuration vite.config.ts checked when it built the app (a JSON constant). */
declare const __APP_CONFIG__: AppConfig | undefined;

/**
 * This build's configuration. A build carries it checked by vite.config.ts (a bad value
 * fails the build, not a customer's phone), so none of the checking ships to the browser;
 * elsewhere (tests, plain Node) it is read here.
 */
export const APP_CONFIG: AppConfig =
  typeof __APP_CONFIG__ !== 'undefined' ? __APP_CONFIG__ : appConfigRead(import.meta.env);
