// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { linkIsInternal, markdownToSafeHtml } from './markdown-html';

const dom = (markdown: string) => {
  const root = document.createElement('div');
  root.innerHTML = markdownToSafeHtml(markdown);
  return root;
};

describe('markdownToSafeHtml', () => {
  test('renders CommonMark: emphasis, lists and links', () => {
    const root = dom('**Compra mínima** de $7.50\n\n- uno\n- dos\n\n[Cupones](/coupons)');
    expect(root.querySelector('strong')?.textContent).toBe('Compra mínima');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/coupons');
  });

  test('raw HTML never becomes markup: it is shown as text', () => {
    const root = dom('Hola <img src=x onerror="alert(1)"> y <script>alert(2)</script>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.textContent).toContain('<img src=x');
  });

  test('a block of HTML is text too', () => {
    const root = dom('<div onclick="x()">\n<iframe src="https://evil.example"></iframe>\n</div>');
    expect(root.querySelector('div, iframe')).toBeNull();
  });

  test('javascript:, data: and protocol-relative links lose their target', () => {
    const root = dom('[a](javascript:alert(1)) [b](data:text/html,hi) [c](//evil.example/)');
    for (const link of root.querySelectorAll('a')) {
      const href = link.getAttribute('href');
      expect(href === null || href === '').toBe(true);
    }
  });

  test('links that leave the app open in a new tab, with noopener noreferrer', () => {
    const root = dom('[web](https://example.sv) [correo](mailto:a@b.sv) [tel](tel:22220000)');
    const [web, mail, tel] = [...root.querySelectorAll('a')];
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(tel?.getAttribute('href')).toBe('tel:22220000');
  });

  test("the app's own links stay in the tab", () => {
    const root = dom(
      '[Eliminar cuenta](/profile/delete-account) [cumple](/politicas-promociones#cumple)',
    );
    for (const link of root.querySelectorAll('a')) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    }
  });
});

describe('linkIsInternal', () => {
  test("a path of the app, not another site's", () => {
    expect(linkIsInternal('/coupons')).toBe(true);
    expect(linkIsInternal('/politicas-promociones#cumple')).toBe(true);
    expect(linkIsInternal('//evil.example')).toBe(false);
    expect(linkIsInternal('https://example.sv')).toBe(false);
    expect(linkIsInternal('mailto:a@b.sv')).toBe(false);
  });
});
