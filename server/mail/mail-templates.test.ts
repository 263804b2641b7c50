import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  accountExistsMail,
  activationMail,
  passwordChangedMail,
  recoveryMail,
} from './mail-templates.ts';

const brand = loadConfig({}).brand;
const to = { email: 'ana@example.com', nombres: 'Ana <b>"María"</b>' };
const link = 'https://pedidos.example.com/validar-cuenta?hash=abc&x=1';

describe('account mails (issue 15)', () => {
  test('each mail: Spanish subject, greeting, link and brand; the HTML escaped', () => {
    const mails = [
      activationMail(to, link, brand),
      accountExistsMail(to, { login: link, recovery: `${link}2` }, brand),
      recoveryMail(to, link, brand),
      passwordChangedMail(to, brand),
    ];
    expect(mails.map((m) => m.kind)).toEqual([
      'activate',
      'account-exists',
      'recover',
      'password-changed',
    ]);
    for (const m of mails) {
      expect(m.to).toBe('ana@example.com');
      expect(m.subject).toContain('Burger Salvador');
      expect(m.text).toContain('Hola, Ana <b>"María"</b>:');
      expect(m.html).toContain('Hola, Ana &lt;b&gt;&quot;María&quot;&lt;/b&gt;:');
      expect(m.html).not.toContain('<b>');
      expect(m.html).toContain('lang="es"');
    }
    for (const m of mails.slice(0, 3)) {
      expect(m.text).toContain(link);
      expect(m.html).toContain('hash=abc&amp;x=1');
    }
    expect(mails[1]!.text).toContain(`${link}2`);
  });

  test('a customer without a name is greeted all the same', () => {
    expect(activationMail({ email: 'a@b.co', nombres: ' ' }, link, brand).text).toMatch(/^Hola:$/m);
  });
});
