import escapeHtml from 'escape-html';
import type { Config } from '../config.ts';
import { MAIL_LOGO_SHOWN, mailLogo } from './mail-logo.ts';

/**
 * The branded frame of every mail (issue 15): a header with the brand's logo (issue 34,
 * mail-logo.ts) and name on its colour,
 * the message, an optional button for the mail's link, and a footer with the call center's
 * phone (and, on marketing mails, the unsubscribe link). Spanish, as customers read it; an
 * HTML version laid out with tables and inline styles (what mail clients render) and a
 * plain-text one. Every interpolated value is escaped in the HTML.
 */

/** What the layout needs of the brand: config.brand fits. */
export type MailBrand = Pick<Config['brand'], 'name' | 'phoneCallCenter' | 'colors'>;

export interface MailLayoutInput {
  brand: MailBrand;
  /** the heading of the message, also the HTML document's title */
  title: string;
  /** the message, one paragraph each, as plain text */
  paragraphs: string[];
  /** the mail's one link, as a button (http or https only) */
  action?: { label: string; url: string };
  /** a line above the footer, e.g. 'Si no creaste esta cuenta, ignora este correo.' */
  footerNote?: string;
  /** marketing mails only: the link that turns promotions off (http or https only) */
  unsubscribeUrl?: string;
}

export interface MailBody {
  html: string;
  text: string;
}

/** The URL itself when it is http(s); a mail never carries another scheme (javascript:, data:). */
function linkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('mailLayout: el enlace no es una URL absoluta');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error('mailLayout: el enlace debe ser http o https');
  }
  return parsed.href;
}

/** A colour for a style attribute: the configured #rrggbb, or a safe fallback. */
const colour = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const NO_REPLY = 'Este correo se envió automáticamente; por favor no lo respondas.';
const UNSUBSCRIBE_TEXT = 'Si ya no quieres recibir promociones, cancela tu suscripción';

function helpLine(brand: MailBrand): string {
  return `¿Necesitas ayuda? Llámanos al ${brand.phoneCallCenter}.`;
}

function htmlButton(action: { label: string; url: string }, primary: string): string {
  const href = escapeHtml(linkUrl(action.url));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td style="border-radius:6px;background:${primary};">
<a href="${href}" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:1.5;color:#555555;">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${href}" style="color:${primary};word-break:break-all;">${href}</a></p>`;
}

function htmlFooter(input: MailLayoutInput, primary: string): string {
  const lines = [escapeHtml(helpLine(input.brand)), escapeHtml(NO_REPLY)];
  if (input.unsubscribeUrl !== undefined) {
    const href = escapeHtml(linkUrl(input.unsubscribeUrl));
    lines.push(`<a href="${href}" style="color:${primary};">${escapeHtml(UNSUBSCRIBE_TEXT)}</a>.`);
  }
  return lines
    .map(
      (line) =>
        `<p style="margin:0 0 8px;${FONT}font-size:12px;line-height:1.5;color:#777777;">${line}</p>`,
    )
    .join('\n');
}

/** The logo before the brand's name; its alt is empty, as the name follows it. */
function logoImg(brand: MailBrand): string {
  const src = mailLogo(brand);
  if (src === undefined) return '';
  const size = MAIL_LOGO_SHOWN;
  return `<img src="${src}" width="${size}" height="${size}" alt="" style="display:inline-block;vertical-align:middle;margin-right:12px;border:0;">`;
}

function html(input: MailLayoutInput): string {
  const { brand } = input;
  const primary = colour(brand.colors[0], '#c8102e');
  const paragraphs = input.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:#222222;">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const note =
    input.footerNote === undefined
      ? ''
      : `<p style="margin:16px 0 0;${FONT}font-size:14px;line-height:1.5;color:#555555;">${escapeHtml(input.footerNote)}</p>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="background:${primary};padding:20px 24px;border-radius:8px 8px 0 0;${FONT}font-size:22px;font-weight:bold;color:#ffffff;">${logoImg(brand)}${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:1.3;color:#222222;">${escapeHtml(input.title)}</h1>
${paragraphs}
${input.action === undefined ? '' : htmlButton(input.action, primary)}
${note}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;">
${htmlFooter(input, primary)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(input: MailLayoutInput): string {
  const parts = [
    input.brand.name,
    '',
    input.title,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
  ];
  if (input.action !== undefined)
    parts.push(`${input.action.label}: ${linkUrl(input.action.url)}`, '');
  if (input.footerNote !== undefined) parts.push(input.footerNote, '');
  parts.push('--', helpLine(input.brand), NO_REPLY);
  if (input.unsubscribeUrl !== undefined) {
    parts.push(`${UNSUBSCRIBE_TEXT}: ${linkUrl(input.unsubscribeUrl)}`);
  }
  return `${parts.join('\n')}\n`;
}

/**
 * A mail's HTML and plain text in the brand's frame. Throws when a link is not an absolute
 * http(s) URL (a programming error: links are built from APP_ORIGIN).
 */
export function mailLayout(input: MailLayoutInput): MailBody {
  return { html: html(input), text: text(input) };
}
