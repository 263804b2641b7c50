import { mailLayout, type MailBrand } from './mail-layout.ts';
import type { MailMessage } from './mail-message.ts';

/** What the gift certificate's mail tells its recipient (§3.7, issue 17). */
export interface CertificateMailInput {
  recipientEmail: string;
  recipientName: string;
  buyerName: string;
  code: string;
  /** the amount, already written with the currency ('$25.00') */
  amount: string;
  dedication: string;
  /** the last day it can be spent, dd/MM/yyyy */
  expiration: string;
  /** {APP_ORIGIN}/certificados/activar/{code} */
  link: string;
}

/**
 * §3.7 the mail a certificate's recipient receives once the buyer's card payment succeeded:
 * in Spanish, with the code, the amount, the dedication, the buyer's name and the
 * activation link (mail-layout.ts escapes every value).
 */
export function certificateMail(input: CertificateMailInput, brand: MailBrand): MailMessage {
  const subject = `${input.buyerName} te regaló un certificado de ${input.amount} en ${brand.name}`;
  const recipient = input.recipientName.trim();
  const dedication = input.dedication.trim();
  const { html, text } = mailLayout({
    brand,
    title: subject,
    paragraphs: [
      recipient === '' ? 'Hola:' : `Hola, ${recipient}:`,
      `${input.buyerName} te regaló un certificado de regalo de ${input.amount} para tus pedidos en ${brand.name}.`,
      ...(dedication === '' ? [] : [`Dedicatoria: «${dedication}»`]),
      `Tu código: ${input.code}`,
      `Actívalo con tu cuenta desde este enlace y úsalo al pagar tus pedidos hasta el ${input.expiration}.`,
      `Enlace de activación: ${input.link}`,
    ],
    action: { label: 'Activar mi certificado', url: input.link },
  });
  return { kind: 'certificate', to: input.recipientEmail, subject, text, html };
}
