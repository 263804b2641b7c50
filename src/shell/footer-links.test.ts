import { describe, expect, it } from 'vitest';
import { footerExternalLinks, footerPageLabel, FOOTER_PAGES, phoneHref } from './footer-links';

describe('footer links (§2.3)', () => {
  it('lists the site pages, the promotion terms named as their page names itself', () => {
    expect(FOOTER_PAGES.map((p) => p.to)).toEqual([
      '/jobs',
      '/preguntasFrecuentes',
      '/tiendas',
      '/terminosDeUso',
      '/politicasDePrivacidad',
      '/politicas-promociones',
    ]);
    const terms = FOOTER_PAGES.at(-1);
    expect(terms && footerPageLabel(terms.label, Date.parse('2026-11-23T18:00:00Z'))).toBe(
      'T&C de las Promociones 2026',
    );
  });

  it('takes social and store links from parameters when they are https URLs', () => {
    const links = footerExternalLinks({
      URL_FACEBOOK: 'https://facebook.com/burger',
      URL_TIKTOK: 'javascript:alert(1)',
    });
    expect(links.social[0]?.href).toBe('https://facebook.com/burger');
    expect(links.social[2]?.href).toBe('https://www.tiktok.com/');
    expect(links.appStore).toMatch(/^https:\/\/apps\.apple\.com/);
  });

  it('builds tel: links from printed phone numbers', () => {
    expect(phoneHref('2222-0000')).toBe('tel:22220000');
    expect(phoneHref('+503 2222 0001')).toBe('tel:+50322220001');
  });
});
