import type { Config } from '../config.ts';
import type { MailMessage } from './mail-message.ts';

/**
 * The account mails (issue 15), in Spanish, as text and HTML with the brand: the
 * activation link, 'Ya tienes una cuenta', the recovery link and the password-changed
 * notice. Every value put into the HTML is escaped.
 */

/** Who a mail goes to: the address and the name it greets. */
export interface MailRecipient {
  email: string;
  nombres: string;
}

/** The brand as the mails show it (config.brand). */
export type MailBrand = Config['brand'];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const greeting = (to: MailRecipient) =>
  to.nombres.trim() === '' ? 'Hola:' : `Hola, ${to.nombres.trim()}:`;

interface MailParts {
  kind: string;
  to: MailRecipient;
  subject: string;
  /** paragraphs before the button (plain text) */
  lines: string[];
  button?: { label: string; href: string };
  /** paragraphs after the button (plain text) */
  after?: string[];
  /** a second link, shown as text under the button */
  extra?: { label: string; href: string };
}

function render(parts: MailParts, brand: MailBrand): MailMessage {
  const { to, subject, lines, button, after = [], extra } = parts;
  const text = [
    greeting(to),
    '',
    ...lines.flatMap((l) => [l, '']),
    ...(button ? [`${button.label}: ${button.href}`, ''] : []),
    ...(extra ? [`${extra.label}: ${extra.href}`, ''] : []),
    ...after.flatMap((l) => [l, '']),
    brand.name,
  ].join('\n');
  const [primary] = brand.colors;
  const p = (l: string) => `<p style="margin:0 0 16px">${htmlEscape(l)}</p>`;
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    `<title>${htmlEscape(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222;background:#f6f6f6">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font-size:22px;color:${primary}">${htmlEscape(brand.name)}</h1>`,
    p(greeting(to)),
    ...lines.map(p),
    button
      ? `<p style="margin:24px 0"><a href="${htmlEscape(button.href)}" style="background:${primary};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${htmlEscape(button.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${htmlEscape(button.href)}</p>`
      : '',
    extra
      ? `<p style="margin:0 0 16px">${htmlEscape(extra.label)}: <a href="${htmlEscape(extra.href)}">${htmlEscape(extra.href)}</a></p>`
      : '',
    ...after.map(p),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${htmlEscape(brand.name)}</p>`,
    '</div></body></html>',
  ].join('');
  return { kind: parts.kind, to: to.email, subject, text, html };
}

/** The sign-up's mail: the link that validates the account (/validar-cuenta?hash=…). */
export function activationMail(to: MailRecipient, link: string, brand: MailBrand): MailMessage {
  return render(
    {
      kind: 'activate',
      to,
      subject: `Confirma tu correo en ${brand.name}`,
      lines: [
        `Gracias por crear tu cuenta en ${brand.name}. Para activarla, confirma tu correo con este enlace.`,
      ],
      button: { label: 'Confirmar mi correo', href: link },
      after: ['Si no creaste esta cuenta, ignora este correo.'],
    },
    brand,
  );
}

/** A sign-up with an e-mail that already has an account: how to log in or recover it. */
export function accountExistsMail(
  to: MailRecipient,
  links: { login: string; recovery: string },
  brand: MailBrand,
): MailMessage {
  return render(
    {
      kind: 'account-exists',
      to,
      subject: `Ya tienes una cuenta en ${brand.name}`,
      lines: [
        `Alguien intentó crear una cuenta en ${brand.name} con este correo, pero ya tienes una.`,
        'Puedes iniciar sesión con tu contraseña o, si no la recuerdas, crear una nueva.',
      ],
      button: { label: 'Iniciar sesión', href: links.login },
      extra: { label: '¿Olvidaste tu contraseña?', href: links.recovery },
      after: ['Si no fuiste tú, ignora este correo: tu cuenta sigue igual.'],
    },
    brand,
  );
}

/** The recovery link (/updatepass/{hash}, one hour, single use). */
export function recoveryMail(to: MailRecipient, link: string, brand: MailBrand): MailMessage {
  return render(
    {
      kind: 'recover',
      to,
      subject: `Cambia tu contraseña de ${brand.name}`,
      lines: [
        'Recibimos una solicitud para cambiar la contraseña de tu cuenta. Usa este enlace; vence en una hora y sirve una sola vez.',
      ],
      button: { label: 'Cambiar mi contraseña', href: link },
      after: ['Si no lo pediste, ignora este correo: tu contraseña sigue igual.'],
    },
    brand,
  );
}

/** The notice after a password change or reset. */
export function passwordChangedMail(to: MailRecipient, brand: MailBrand): MailMessage {
  return render(
    {
      kind: 'password-changed',
      to,
      subject: `Tu contraseña de ${brand.name} cambió`,
      lines: [
        'La contraseña de tu cuenta acaba de cambiar y cerramos las sesiones abiertas en otros dispositivos.',
        `Si no fuiste tú, recupera tu cuenta desde "¿Olvidaste tu contraseña?" o llama a ${brand.phoneCallCenter}.`,
      ],
    },
    brand,
  );
}
