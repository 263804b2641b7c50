import { greetingName } from './mail-greeting.ts';
import { mailLayout, type MailBrand } from './mail-layout.ts';
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

interface MailParts {
  kind: string;
  to: MailRecipient;
  subject: string;
  /** paragraphs before the button (plain text) */
  lines: string[];
  button?: { label: string; href: string };
  /** a second link, shown as a paragraph under the first ones */
  extra?: { label: string; href: string };
  /** a note in the footer, after the message */
  after?: string[];
}

/** 'Hola, {name}:' with at most the first words of the name, on one line (mail-greeting.ts). */
const greeting = (to: MailRecipient) => {
  const name = greetingName(to.nombres);
  return name === '' ? 'Hola:' : `Hola, ${name}:`;
};

/** One account mail in the brand's layout (mail-layout.ts escapes every value). */
function render(parts: MailParts, brand: MailBrand): MailMessage {
  const { to, subject, lines, button, after = [], extra } = parts;
  const { html, text } = mailLayout({
    brand,
    title: subject,
    paragraphs: [
      greeting(to),
      ...lines,
      ...(extra ? [`${extra.label} ${extra.href}`] : []),
      ...after,
    ],
    ...(button ? { action: { label: button.label, url: button.href } } : {}),
  });
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
