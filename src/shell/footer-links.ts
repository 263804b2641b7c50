import { promotionsTermsTitle } from '../domain/content/promotions-terms';

/**
 * §2.3 footer links to the site's own pages; a label that is a function is the page's own
 * title, computed from the server's time (the promotions terms name the current year).
 */
export const FOOTER_PAGES = [
  { to: '/jobs', label: 'Trabaja con nosotros' },
  { to: '/preguntasFrecuentes', label: 'Preguntas frecuentes' },
  { to: '/tiendas', label: 'Tiendas' },
  { to: '/terminosDeUso', label: 'Términos de uso' },
  { to: '/politicasDePrivacidad', label: 'Políticas de privacidad' },
  { to: '/politicas-promociones', label: promotionsTermsTitle },
] as const;

/** The footer's and the 'Más' sheet's contact: a call to the call center. */
export const CONTACT_LABEL = 'Contáctanos';

/**
 * §2.3 social and app-store links: the operator sets them as menu parameters
 * (URL_FACEBOOK, URL_INSTAGRAM, URL_TIKTOK, URL_APPSTORE, URL_PLAYSTORE); each falls back
 * to the network's own site.
 */
export function footerExternalLinks(raw: Readonly<Record<string, string>>) {
  const url = (key: string, fallback: string) =>
    raw[key] && /^https:\/\//.test(raw[key]) ? raw[key] : fallback;
  return {
    social: [
      { name: 'Facebook', href: url('URL_FACEBOOK', 'https://www.facebook.com/') },
      { name: 'Instagram', href: url('URL_INSTAGRAM', 'https://www.instagram.com/') },
      { name: 'TikTok', href: url('URL_TIKTOK', 'https://www.tiktok.com/') },
    ],
    appStore: url('URL_APPSTORE', 'https://apps.apple.com/sv/'),
    playStore: url('URL_PLAYSTORE', 'https://play.google.com/store/apps'),
  };
}

/** A footer link's text at this time on the server's clock. */
export function footerPageLabel(
  label: string | ((epochMs: number) => string),
  epochMs: number,
): string {
  return typeof label === 'function' ? label(epochMs) : label;
}

/** 'tel:' links keep only digits and a leading plus. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
