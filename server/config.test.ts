import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { startNotices } from './start-notices.ts';
import { PRODUCTION_ENV } from './test/production-env.ts';

describe('loadConfig', () => {
  test('defaults give a working development configuration', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.apiBase).toBe('/api');
    expect(c.bodyLimit).toBe(1024 * 1024);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('.data');
    expect(c.devSecrets).toBe(true);
    expect(c.ttl).toEqual({ access: '15m', refresh: '30d', guest: '7d' });
    expect(c.parametros).toMatchObject({
      MONTO_MINIMO: '7.50',
      HORA_INICIO: '07:00',
      HORA_FIN: '22:00',
      DISABLE_PEDIDO_FUTURO: 'N',
      ENABLED_CER: 'S',
      ENABLED_PAGO_EFECTIVO: 'S',
      DISABLE_PICKUP: 'N',
      PASARELA_DUMMY: '1',
      HORA_INICIO_DESAYUNO: '07:00',
      HORA_FIN_DESAYUNO: '11:00',
      MAX_ITEMS: '25',
      RECAPTCHA_COUNT: '3',
      RECAPTCHA_SITE_KEY: '',
      MIN_PEDIDO_FUTURO: '45',
      TELEFONO_CALLCENTER: '2222-0000',
    });
  });

  test('overrides are parsed and menu amounts keep two decimals', () => {
    const c = loadConfig({ PORT: '8080', MONTO_MINIMO: '10', DATABASE_URL: 'postgres://u@h/db' });
    expect(c.port).toBe(8080);
    expect(c.parametros.MONTO_MINIMO).toBe('10.00');
    expect(c.databaseUrl).toBe('postgres://u@h/db');
  });

  test('the brand reaches the menu parameters', () => {
    const c = loadConfig({ BRAND_NAME: 'Pollo Feliz', BRAND_LOGO_URL: '/img/logo.svg' });
    expect(c.brand.logoUrl).toBe('/img/logo.svg');
    expect(c.parametros).toMatchObject({
      NOMBRE_CADENA: 'Pollo Feliz',
      LOGO_URL: '/img/logo.svg',
      COLOR_PRIMARIO: '#c8102e',
      COLOR_SECUNDARIO: '#ffc72c',
    });
  });

  test('empty variables mean "use the default"', () => {
    expect(loadConfig({ PORT: '', HORA_FIN: '' }).port).toBe(3000);
  });

  test('every bad variable is listed by name', () => {
    try {
      loadConfig({
        PORT: 'abc',
        HORA_INICIO: '7am',
        DATABASE_URL: 'mysql://x',
        ACCESS_TTL: 'soon',
        BRAND_COLOR_PRIMARY: 'red',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join('\n');
      for (const name of [
        'PORT',
        'HORA_INICIO',
        'DATABASE_URL',
        'ACCESS_TTL',
        'BRAND_COLOR_PRIMARY',
      ]) {
        expect(problems).toContain(`${name}:`);
      }
      expect((e as Error).message).toContain('Configuración inválida');
    }
  });

  test('production refuses to start without the four secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(
      /REFRESH_SECRET: obligatorio[\s\S]*CK_SECRET: obligatorio[\s\S]*CAPTCHA_HMAC_KEY: obligatorio/,
    );
    const ok = loadConfig({
      ...PRODUCTION_ENV,
    });
    expect(ok.devSecrets).toBe(false);
    expect(ok.secrets.ck).toBe('c'.repeat(32));
  });

  test('accounts: APP_ORIGIN required in production, the development origin otherwise', () => {
    const prod = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a'.repeat(32),
      REFRESH_SECRET: 'b'.repeat(32),
      CK_SECRET: 'c'.repeat(32),
      CAPTCHA_HMAC_KEY: 'd'.repeat(32),
    };
    expect(() => loadConfig(prod)).toThrow(/APP_ORIGIN: obligatorio cuando NODE_ENV=production/);
    const set = loadConfig({ ...prod, APP_ORIGIN: 'https://pedidos.example.com' }).accounts;
    expect(set.appOrigin).toBe('https://pedidos.example.com');
    expect(() => loadConfig({ APP_ORIGIN: 'https://pedidos.example.com/' })).toThrow(/APP_ORIGIN/);
    const dev = loadConfig({}).accounts;
    expect(dev).toMatchObject({
      appOrigin: 'http://localhost:3000',
      activationTtl: '48h',
      recoveryTtl: '1h',
      argon2: { memoryKib: 19_456, iterations: 2 },
    });
    // the unsubscribe key: its own when set, else derived (never the refresh secret itself)
    expect(dev.unsubscribeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ UNSUBSCRIBE_SECRET: 'u'.repeat(20) }).accounts.unsubscribeSecret).toBe(
      'u'.repeat(20),
    );
    const limits = loadConfig({ RATE_LIMIT_LOGIN: '5/1m' }).rateLimits;
    expect(limits.login).toEqual({ max: 5, windowMs: 60_000 });
    expect(limits.signup.max).toBeGreaterThan(0);
  });

  test('short secrets are rejected', () => {
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
  });

  test('development endpoints: on by default, off in production, DEV_ENDPOINTS decides', () => {
    const prodSecrets = {
      ...PRODUCTION_ENV,
    };
    expect(loadConfig({}).devEndpoints).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devEndpoints).toBe(true);
    expect(loadConfig(prodSecrets).devEndpoints).toBe(false);
    expect(loadConfig({ ...prodSecrets, DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ DEV_ENDPOINTS: '0' }).devEndpoints).toBe(false);
    expect(loadConfig({ DEV_ENDPOINTS: '' }).devEndpoints).toBe(true);
    expect(() => loadConfig({ DEV_ENDPOINTS: 'si' })).toThrow(/DEV_ENDPOINTS: debe ser 1 o 0/);
  });

  test('the dummy card gateway is on unless PASARELA_DUMMY=0', () => {
    expect(loadConfig({}).pasarela).toEqual({ dummy: true, provider: 'Dummy' });
    const off = loadConfig({ PASARELA_DUMMY: '0' });
    expect(off.pasarela.dummy).toBe(false);
    expect(off.parametros.PASARELA_DUMMY).toBe('0');
    expect(() => loadConfig({ PASARELA_DUMMY: 'true' })).toThrow(/PASARELA_DUMMY/);
  });

  test('the country: SV unless COUNTRY_CODE says otherwise; FAKE_CASH off unless 1', () => {
    const plain = loadConfig({});
    expect(plain.countryCode).toBe('SV');
    expect(plain.parametros.FAKE_CASH).toBe('N');
    const elsewhere = loadConfig({ COUNTRY_CODE: 'GT', FAKE_CASH: '1' });
    expect(elsewhere.countryCode).toBe('GT');
    expect(elsewhere.parametros.FAKE_CASH).toBe('S');
    for (const code of ['gt', 'SVX', 'S', '12']) {
      expect(() => loadConfig({ COUNTRY_CODE: code })).toThrow(
        /COUNTRY_CODE: debe ser un código de país de 2 letras mayúsculas/,
      );
    }
    expect(() => loadConfig({ FAKE_CASH: 'S' })).toThrow(/FAKE_CASH: debe ser 1 o 0/);
  });

  test('the start says when orders are off for the country, or let through by FAKE_CASH', () => {
    const countryNotices = (env: Record<string, string>) =>
      startNotices(loadConfig(env)).filter((n) => /COUNTRY_CODE/.test(n.message));
    expect(countryNotices({})).toEqual([]);
    expect(countryNotices({ COUNTRY_CODE: 'GT' })).toEqual([
      {
        level: 'warn',
        message:
          'Pedidos desactivados: COUNTRY_CODE=GT (solo SV pide; FAKE_CASH=1 los permite). El menú se muestra igual',
      },
    ]);
    expect(countryNotices({ COUNTRY_CODE: 'GT', FAKE_CASH: '1' })).toEqual([
      {
        level: 'info',
        message: 'Pedidos permitidos fuera de SV por FAKE_CASH=1 (COUNTRY_CODE=GT)',
      },
    ]);
  });
});
