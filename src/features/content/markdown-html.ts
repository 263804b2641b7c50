import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * §2.1 the chain's Markdown as safe HTML (docs/decisions/033): parsed by marked, then
 * sanitised by DOMPurify before it reaches the page. The seed refuses raw HTML; should some
 * arrive anyway it is shown as text, never as markup. Links that leave the app open in a new
 * tab without access to this one (rel="noopener noreferrer").
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({ gfm: true, async: false });
marked.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** A link to one of the app's own paths ('/coupons', '/politicas-promociones#cumple'). */
export function linkIsInternal(href: string): boolean {
  return /^\/(?!\/)/.test(href);
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (href === '' || linkIsInternal(href) || href.startsWith('#')) {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** The Markdown text as sanitised HTML, ready to insert. */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
