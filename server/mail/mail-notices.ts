import type { Config } from '../config.ts';
import type { StartNotice } from '../start-notice.ts';

/** The SMTP server's host and port, never its user or password. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'SMTP_URL';
  }
}

/**
 * What the server says at start about mail (issue 15): where mails go, or, without
 * SMTP_URL, that they wait in the outbox (a warning in production: customers would never
 * get their activation or recovery links).
 */
export function mailStartNotices(config: Config): StartNotice[] {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl !== null) {
    return [
      { level: 'info', message: `Correo por SMTP en ${smtpHost(smtpUrl)}, remitente ${from}` },
    ];
  }
  if (config.production) {
    return [
      {
        level: 'warn',
        message:
          'Correo no configurado (SMTP_URL): los correos de activación y recuperación quedan en la cola sin enviarse',
      },
    ];
  }
  return [
    {
      level: 'info',
      message: config.devEndpoints
        ? 'Correo sin SMTP_URL: los correos quedan en la cola; léelos en /dev/mail'
        : 'Correo sin SMTP_URL: los correos quedan en la cola sin enviarse',
    },
  ];
}
