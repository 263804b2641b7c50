import type { Config } from '../config.ts';
import type { StartNotice } from '../start-notice.ts';
import { PUSH_KEYS_FILE } from './push-keys.ts';

/**
 * What the server says at start about Web Push (issue 19): whose keys sign the pushes, or,
 * in production without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, that none are sent.
 */
export function pushStartNotices(config: Config): StartNotice[] {
  const { vapid, endpointAllow } = config.push;
  const services = `servicios permitidos: ${endpointAllow.join(', ')}`;
  if (vapid !== null) {
    return [
      { level: 'info', message: `Avisos push activos (claves VAPID configuradas); ${services}` },
    ];
  }
  if (config.production) {
    return [
      {
        level: 'warn',
        message:
          'Avisos push desactivados (VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY sin definir): los pedidos guardan la suscripción pero no se envía ningún aviso',
      },
    ];
  }
  return [
    {
      level: 'info',
      message: `Avisos push con claves VAPID de desarrollo (DATA_DIR/${PUSH_KEYS_FILE}); ${services}`,
    },
  ];
}
