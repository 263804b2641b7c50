import { describe, expect, test } from 'vitest';
import { mailLayout } from './mail-layout.ts';
import { mailLogoPrepare } from './mail-logo.ts';

const brand = {
  name: 'Pollo & Cía',
  phoneCallCenter: '2222-0000',
  colors: ['#c8102e', '#ffc72c'] as [string, string],
};

describe('mailLayout', () => {
  test('the brand, the message, the button and the footer, in HTML and text', () => {
    const { html, text } = mailLayout({
      brand,
      title: 'Confirma tu correo',
      paragraphs: ['Hola Ana:', 'Gracias por crear tu cuenta.'],
      action: {
        label: 'Confirmar mi correo',
        url: 'https://tienda.example/validar-cuenta?hash=abc&x=1',
      },
      footerNote: 'Si no creaste esta cuenta, ignora este correo.',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('>Pollo &amp; Cía</td>');
    expect(html).toContain('background:#c8102e');
    expect(html).toContain('<h1');
    expect(html).toContain('Confirma tu correo</h1>');
    expect(html).toContain('>Gracias por crear tu cuenta.</p>');
    expect(html).toContain('href="https://tienda.example/validar-cuenta?hash=abc&amp;x=1"');
    expect(html).toContain('>Confirmar mi correo</a>');
    expect(html).toContain('Llámanos al 2222-0000');
    expect(html).toContain('Si no creaste esta cuenta, ignora este correo.');
    expect(html).not.toContain('cancela tu suscripción');

    expect(text).toContain(
      'Pollo & Cía\n\nConfirma tu correo\n\nHola Ana:\n\nGracias por crear tu cuenta.',
    );
    expect(text).toContain(
      'Confirmar mi correo: https://tienda.example/validar-cuenta?hash=abc&x=1',
    );
    expect(text).toContain('Llámanos al 2222-0000');
    expect(text).not.toContain('<');
  });

  test('every value is escaped in the HTML', () => {
    const evil = '<img src=x onerror="alert(1)">\'';
    const { html } = mailLayout({
      brand: { ...brand, name: evil, phoneCallCenter: evil },
      title: evil,
      paragraphs: [evil],
      action: { label: evil, url: 'https://x.example/"><script>alert(1)</script>' },
      footerNote: evil,
      unsubscribeUrl: 'https://x.example/u?t="<b>',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/onerror="/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;');
  });

  test('marketing mails carry the unsubscribe link', () => {
    const { html, text } = mailLayout({
      brand,
      title: 'Promociones de la semana',
      paragraphs: ['2x1 en hamburguesas.'],
      unsubscribeUrl: 'https://tienda.example/api/unsubscribe?t=firmado',
    });
    expect(html).toContain('href="https://tienda.example/api/unsubscribe?t=firmado"');
    expect(html).toContain('cancela tu suscripción</a>');
    expect(text).toContain(
      'Si ya no quieres recibir promociones, cancela tu suscripción: https://tienda.example/api/unsubscribe?t=firmado',
    );
  });

  test('a link that is not http(s) is refused', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hola', '/validar-cuenta?hash=x']) {
      expect(() =>
        mailLayout({ brand, title: 't', paragraphs: [], action: { label: 'ir', url } }),
      ).toThrow(/mailLayout/);
    }
  });
});

describe('the mail logo (issue 34)', () => {
  test('once prepared, the header shows the logo as a PNG data URI before the name', async () => {
    const other = { ...brand, name: 'Logo & Cía' };
    const before = mailLayout({ brand: other, title: 'Hola', paragraphs: ['Texto'] }).html;
    expect(before).not.toContain('<img');
    await mailLogoPrepare(other);
    const { html } = mailLayout({ brand: other, title: 'Hola', paragraphs: ['Texto'] });
    expect(html).toMatch(
      /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" width="40" height="40" alt=""[^>]*>Logo &amp; Cía<\/td>/,
    );
    const png = Buffer.from(/base64,([^"]+)"/.exec(html)?.[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
