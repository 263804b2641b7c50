import { z } from 'zod';
import { accountsConfig, accountsEnv, type AccountsConfig } from './config-accounts.ts';
import { edgeConfig, edgeEnv, type EdgeConfig } from './config-edge.ts';
import { mailConfig, mailEnv, type MailConfig } from './config-mail.ts';
import { pushConfig, pushEnv, type PushConfig } from './config-push.ts';

export type { RateLimitName } from './config-edge.ts';

/**
 * Server configuration from the environment, validated once at start-up (README
 * "Configuration"). Menu parameters are the §3.3 `parametros` sent by data/getData.
 */

const DEV_SECRETS = {
  TOKEN_SECRET: 'dev-token-secret-no-usar-en-produccion',
  REFRESH_SECRET: 'dev-refresh-secret-no-usar-en-produccion',
  CK_SECRET: 'dev-ck-secret-no-usar-en-produccion',
} as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'debe ser HH:mm');
const flagSN = z.enum(['S', 'N']);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'debe ser un color como #c8102e');
/** jose-style durations: '15m', '30d', '3600s', '2h'. */
const duration = z.string().regex(/^\d+[smhd]$/, 'debe ser una duración como 15m, 12h o 30d');
const secret = z.string().min(16, 'debe tener al menos 16 caracteres').optional();

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  API_BASE: z
    .string()
    .regex(/^\/[a-zA-Z0-9/_-]*[a-zA-Z0-9_-]$/, 'debe empezar con / y no terminar en /')
    .default('/api'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** issue 13 #6: milliseconds; a client that sends nothing is dropped after the headers one */
  HTTP_HEADERS_TIMEOUT: z.coerce.number().int().min(50).default(10_000),
  HTTP_REQUEST_TIMEOUT: z.coerce.number().int().min(50).default(30_000),
  HTTP_IDLE_TIMEOUT: z.coerce.number().int().min(50).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(50).default(72_000),
  TOKEN_SECRET: secret,
  REFRESH_SECRET: secret,
  CK_SECRET: secret,
  ACCESS_TTL: duration.default('15m'),
  REFRESH_TTL: duration.default('30d'),
  GUEST_TTL: duration.default('7d'),
  /** issue 13 #8: an expired guest token is renewed only this long after its expiry */
  GUEST_RENEW_WINDOW: duration.default('30d'),
  BRAND_NAME: z.string().min(1).default('Burger Salvador'),
  BRAND_PHONE_CALLCENTER: z.string().min(1).default('2222-0000'),
  BRAND_PHONE_EVENTS: z.string().min(1).default('2222-0001'),
  BRAND_COLOR_PRIMARY: hexColor.default('#c8102e'),
  BRAND_COLOR_SECONDARY: hexColor.default('#ffc72c'),
  /** logo image URL (e.g. /img/logo.svg in DATA_DIR/img); empty draws the name as the logo */
  BRAND_LOGO_URL: z.string().default(''),
  MONTO_MINIMO: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'debe ser un monto como 7.50')
    .transform((v) => Number(v).toFixed(2))
    .default('7.50'),
  HORA_INICIO: hhmm.default('07:00'),
  HORA_FIN: hhmm.default('22:00'),
  DISABLE_PEDIDO_FUTURO: flagSN.default('N'),
  ENABLED_CER: z.enum(['S', 'INA']).default('S'),
  DEDICATORIA_CER: z.string().default('¡Disfruta este regalo!'),
  ENABLED_PAGO_EFECTIVO: flagSN.default('S'),
  DISABLE_PICKUP: flagSN.default('N'),
  /** the dummy card gateway; unset: on unless NODE_ENV=production (issue 13) */
  PASARELA_DUMMY: z.enum(['1', '0'], { error: 'debe ser 1 o 0' }).optional(),
  /** development-only endpoints (/dev/…); unset: on unless NODE_ENV=production */
  DEV_ENDPOINTS: z.enum(['1', '0'], { error: 'debe ser 1 o 0' }).optional(),
  /** §1 the chain's country (data/getData pais.iso_code): ordering only when 'SV' */
  COUNTRY_CODE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'debe ser un código de país de 2 letras mayúsculas, como SV')
    .default('SV'),
  /** §1 / §3.9 '1' lets orders through whatever COUNTRY_CODE says (FAKE_CASH 'S') */
  FAKE_CASH: z.enum(['1', '0'], { error: 'debe ser 1 o 0' }).default('0'),
  HORA_INICIO_DESAYUNO: hhmm.default('07:00'),
  HORA_FIN_DESAYUNO: hhmm.default('11:00'),
  MAX_ITEMS: z.coerce.number().int().min(1).default(25),
  RECAPTCHA_COUNT: z.coerce.number().int().min(0).default(3),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  MIN_PEDIDO_FUTURO: z.coerce.number().int().min(0).default(45),
  SEED_FILE: z.string().min(1).default('server/seed/demo-chain.json'),
  STATIC_DIR: z.string().min(1).default('dist'),
  ...edgeEnv,
  ...mailEnv,
  ...accountsEnv,
  ...pushEnv,
});

type Env = z.infer<typeof envSchema>;

export interface Config extends EdgeConfig, MailConfig, PushConfig {
  env: string;
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  apiBase: string;
  bodyLimit: number;
  /** HTTP timeouts in ms (README "Configuration"; decision 018) */
  timeouts: { headers: number; request: number; idle: number; keepAlive: number };
  secrets: { token: string; refresh: string; ck: string };
  /** true when any secret fell back to its development value */
  devSecrets: boolean;
  ttl: { access: string; refresh: string; guest: string };
  guestRenewWindow: string;
  brand: {
    name: string;
    phoneCallCenter: string;
    phoneEvents: string;
    colors: [string, string];
    logoUrl: string;
  };
  /** §3.3 menu parameters exactly as data/getData sends them (all strings). */
  parametros: Record<string, string>;
  /** §1 the chain's country code, data/getData pais.iso_code (COUNTRY_CODE) */
  countryCode: string;
  seedFile: string;
  staticDir: string;
  /** issue 6: POST /dev/orders/:id/status and /driver are served (DEV_ENDPOINTS) */
  devEndpoints: boolean;
  /**
   * §4.3 card payments: the dummy gateway page (PASARELA_DUMMY; off in production unless
   * set, since its customer chooses the payment's result) and the provider's name
   */
  pasarela: { dummy: boolean; provider: 'Dummy' };
  /** customer accounts (issue 15): mail links, their lifetimes, password hashing */
  accounts: AccountsConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Treats empty strings as unset so `FOO=` in a .env file means "use the default". */
function clean(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** A development convenience: on unless NODE_ENV=production, unless set either way. */
const onOutsideProduction = (value: '1' | '0' | undefined, production: boolean): boolean =>
  value === undefined ? !production : value === '1';

function parametros(e: Env, pasarelaDummy: boolean): Record<string, string> {
  return {
    MONTO_MINIMO: e.MONTO_MINIMO,
    HORA_INICIO: e.HORA_INICIO,
    HORA_FIN: e.HORA_FIN,
    DISABLE_PEDIDO_FUTURO: e.DISABLE_PEDIDO_FUTURO,
    ENABLED_CER: e.ENABLED_CER,
    DEDICATORIA_CER: e.DEDICATORIA_CER,
    RECAPTCHA_COUNT: String(e.RECAPTCHA_COUNT),
    RECAPTCHA_SITE_KEY: e.RECAPTCHA_SITE_KEY,
    ENABLED_PAGO_EFECTIVO: e.ENABLED_PAGO_EFECTIVO,
    DISABLE_PICKUP: e.DISABLE_PICKUP,
    PASARELA_DUMMY: pasarelaDummy ? '1' : '0',
    FAKE_CASH: e.FAKE_CASH === '1' ? 'S' : 'N',
    HORA_INICIO_DESAYUNO: e.HORA_INICIO_DESAYUNO,
    HORA_FIN_DESAYUNO: e.HORA_FIN_DESAYUNO,
    MAX_ITEMS: String(e.MAX_ITEMS),
    MIN_PEDIDO_FUTURO: String(e.MIN_PEDIDO_FUTURO),
    TELEFONO_CALLCENTER: e.BRAND_PHONE_CALLCENTER,
    TELEFONO_EVENTOS: e.BRAND_PHONE_EVENTS,
    NOMBRE_CADENA: e.BRAND_NAME,
    LOGO_URL: e.BRAND_LOGO_URL,
    COLOR_PRIMARIO: e.BRAND_COLOR_PRIMARY,
    COLOR_SECUNDARIO: e.BRAND_COLOR_SECONDARY,
  };
}

/**
 * Reads and validates the configuration. Throws ConfigError listing every bad variable;
 * in production the four secrets are mandatory (README "Configuration").
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(clean(env), { error: z.locales.es().localeError });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(entorno)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing = (
    ['TOKEN_SECRET', 'REFRESH_SECRET', 'CK_SECRET', 'CAPTCHA_HMAC_KEY'] as const
  ).filter((k) => e[k] === undefined);
  if (production && missing.length > 0) {
    throw new ConfigError(missing.map((k) => `${k}: obligatorio cuando NODE_ENV=production`));
  }
  if (e.HTTP_HEADERS_TIMEOUT > e.HTTP_REQUEST_TIMEOUT) {
    throw new ConfigError(['HTTP_HEADERS_TIMEOUT: no puede ser mayor que HTTP_REQUEST_TIMEOUT']);
  }
  const pasarelaDummy = onOutsideProduction(e.PASARELA_DUMMY, production);
  const refreshSecret = e.REFRESH_SECRET ?? DEV_SECRETS.REFRESH_SECRET;
  const accounts = accountsConfig(e, production, refreshSecret);
  if ('problems' in accounts) throw new ConfigError(accounts.problems);
  const push = pushConfig(e, production, accounts.appOrigin);
  if ('problems' in push) throw new ConfigError(push.problems);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    apiBase: e.API_BASE,
    bodyLimit: e.BODY_LIMIT,
    timeouts: {
      headers: e.HTTP_HEADERS_TIMEOUT,
      request: e.HTTP_REQUEST_TIMEOUT,
      idle: e.HTTP_IDLE_TIMEOUT,
      keepAlive: e.HTTP_KEEP_ALIVE_TIMEOUT,
    },
    secrets: {
      token: e.TOKEN_SECRET ?? DEV_SECRETS.TOKEN_SECRET,
      refresh: refreshSecret,
      ck: e.CK_SECRET ?? DEV_SECRETS.CK_SECRET,
    },
    devSecrets: missing.length > 0,
    ttl: { access: e.ACCESS_TTL, refresh: e.REFRESH_TTL, guest: e.GUEST_TTL },
    guestRenewWindow: e.GUEST_RENEW_WINDOW,
    brand: {
      name: e.BRAND_NAME,
      phoneCallCenter: e.BRAND_PHONE_CALLCENTER,
      phoneEvents: e.BRAND_PHONE_EVENTS,
      colors: [e.BRAND_COLOR_PRIMARY, e.BRAND_COLOR_SECONDARY],
      logoUrl: e.BRAND_LOGO_URL,
    },
    parametros: parametros(e, pasarelaDummy),
    countryCode: e.COUNTRY_CODE,
    seedFile: e.SEED_FILE,
    staticDir: e.STATIC_DIR,
    ...edgeConfig(e),
    ...mailConfig(e, e.BRAND_NAME),
    devEndpoints: onOutsideProduction(e.DEV_ENDPOINTS, production),
    pasarela: { dummy: pasarelaDummy, provider: 'Dummy' },
    accounts,
    ...push,
  };
}
