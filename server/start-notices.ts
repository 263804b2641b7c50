import { captchaStartNotices } from './captcha/captcha-from-config.ts';
import { ORDERING_COUNTRY, orderingAllowed } from '../src/domain/ordering-country.ts';
import type { Config } from './config.ts';
import { mailStartNotices } from './mail/mail-notices.ts';
import { pushStartNotices } from './push/push-notices.ts';
import type { StartNotice } from './start-notice.ts';

/**
 * What the server says at start about the settings that decide who may do what (issue 13):
 * an operator reading the log of a production start sees at once whether customers can
 * approve their own card payments or move orders along.
 */

export function startNotices(config: Config): StartNotice[] {
  const notices: StartNotice[] = [];
  if (config.devSecrets) {
    notices.push({
      level: 'warn',
      message:
        'Usando secretos de desarrollo: define TOKEN_SECRET, REFRESH_SECRET, CK_SECRET y CAPTCHA_HMAC_KEY',
    });
  }
  if (config.pasarela.dummy) {
    notices.push({
      level: config.production ? 'warn' : 'info',
      message:
        'Pasarela de prueba ACTIVA (PASARELA_DUMMY=1): el cliente elige el resultado de su pago con tarjeta; no la uses con clientes reales',
    });
  } else {
    notices.push({
      level: 'info',
      message:
        'Pasarela de prueba desactivada: el pago con tarjeta no está disponible (PASARELA_DUMMY=1 la activa)',
    });
  }
  if (config.devEndpoints) {
    notices.push({
      level: config.production ? 'warn' : 'info',
      message:
        'Rutas de desarrollo activas (DEV_ENDPOINTS=1): /dev/… mueve pedidos y simula repartidores',
    });
  }
  // §1 the country check: an operator sees at once why no order is taken
  const fakeCash = config.parametros.FAKE_CASH === 'S';
  if (!orderingAllowed(config.countryCode, fakeCash)) {
    notices.push({
      level: 'warn',
      message: `Pedidos desactivados: COUNTRY_CODE=${config.countryCode} (solo SV pide; FAKE_CASH=1 los permite). El menú se muestra igual`,
    });
  } else if (fakeCash && config.countryCode !== ORDERING_COUNTRY) {
    notices.push({
      level: 'info',
      message: `Pedidos permitidos fuera de SV por FAKE_CASH=1 (COUNTRY_CODE=${config.countryCode})`,
    });
  }
  notices.push(
    ...mailStartNotices(config),
    ...captchaStartNotices(config),
    ...pushStartNotices(config),
  );
  return notices;
}
