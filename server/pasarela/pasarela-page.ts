import escapeHtml from 'escape-html';
import type { PaymentResult } from './payment-token.ts';

/**
 * The dummy card gateway's pages (issue 6 "Card payment", §4.3): self-contained HTML in
 * Spanish with the brand's colours, no external assets, and one inline script (allowed by
 * the Content-Security-Policy nonce) that tells the app the result through postMessage.
 */

export interface PageBrand {
  name: string;
  /** primary and secondary brand colours, validated #rrggbb by the configuration */
  colors: [string, string];
}

export const PASARELA_TEXT = {
  title: 'Pasarela de pago de prueba',
  intro: 'Esta página simula al proveedor de pagos: ningún cobro es real.',
  approve: 'Aprobar pago',
  decline: 'Rechazar pago',
  invalid: 'Simular respuesta inválida',
  invalidLink: 'El enlace de pago no es válido',
  invalidLinkHelp: 'Vuelve a la tienda y pide un nuevo enlace de pago.',
  badRequest: 'Solicitud inválida: resultado debe ser exito, error o invalid',
  outcome: {
    exito: {
      heading: 'Pago aprobado',
      text: 'Tu pago fue aprobado. Ya puedes volver a la tienda.',
    },
    error: { heading: 'Pago rechazado', text: 'Tu pago fue rechazado.' },
    invalid: {
      heading: 'Respuesta inválida',
      text: 'La pasarela devolvió una respuesta que no se pudo interpretar.',
    },
  } satisfies Record<PaymentResult, { heading: string; text: string }>,
} as const;

/** The page's Content-Security-Policy: nothing but its own nonce'd style and script. */
export function pasarelaCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

function styles(brand: PageBrand): string {
  const [primary, secondary] = brand.colors;
  return `
:root { color-scheme: light; --brand: ${primary}; --accent: ${secondary}; --ink: #1f1f1f; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--ink); background: #f6f3ef; }
header { background: var(--brand); color: #fff; padding: 12px 20px; font-weight: 700; }
main { max-width: 28rem; margin: 24px auto; padding: 24px; background: #fff;
  border-radius: 12px; border-top: 6px solid var(--accent); }
h1 { font-size: 1.375rem; margin: 0 0 8px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 16px 0 24px; }
dt { font-weight: 600; } dd { margin: 0; }
form { display: grid; gap: 12px; }
button { font: inherit; font-weight: 700; min-height: 48px; border-radius: 96px;
  border: 2px solid var(--brand); cursor: pointer; padding: 8px 20px; }
button:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
.approve { background: var(--brand); color: #fff; }
.decline { background: #fff; color: var(--brand); }
.invalid { background: var(--accent); color: var(--ink); border-color: var(--accent); }
.note { color: #5c5c5c; }`;
}

function page(brand: PageBrand, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(PASARELA_TEXT.title)} · ${escapeHtml(brand.name)}</title>
<style nonce="${nonce}">${styles(brand)}</style>
</head>
<body>
<header>${escapeHtml(brand.name)}</header>
<main>
${body}
</main>
${script}
</body>
</html>
`;
}

/** The payment page: the order, its amount and the three simulated answers. */
export function pasarelaPage(
  brand: PageBrand,
  nonce: string,
  order: { id: number; amount: string; token: string },
): string {
  const t = PASARELA_TEXT;
  return page(
    brand,
    nonce,
    `<h1>${t.title}</h1>
<p class="note">${t.intro}</p>
<dl>
<dt>Pedido</dt><dd>#${order.id}</dd>
<dt>Monto</dt><dd>${escapeHtml(order.amount)}</dd>
</dl>
<form method="post" action="/pasarela/dummy/resultado">
<input type="hidden" name="token" value="${escapeHtml(order.token)}">
<button type="submit" name="resultado" value="exito" class="approve">${t.approve}</button>
<button type="submit" name="resultado" value="error" class="decline">${t.decline}</button>
<button type="submit" name="resultado" value="invalid" class="invalid">${t.invalid}</button>
</form>`,
  );
}

/**
 * The answer page: says the outcome and posts `{ type: 'pasarela', resultado, idorder }` to
 * the app hosting it (its parent frame, or the window that opened it), at the page's own
 * origin, which is the app's.
 */
export function pasarelaResultPage(
  brand: PageBrand,
  nonce: string,
  result: PaymentResult,
  orderId: number,
): string {
  const { heading, text } = PASARELA_TEXT.outcome[result];
  const message = JSON.stringify({ type: 'pasarela', resultado: result, idorder: orderId });
  const script = `<script nonce="${nonce}">
(function () {
  var message = ${message.replace(/</g, '\\u003c')};
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(message, window.location.origin);
})();
</script>`;
  return page(
    brand,
    nonce,
    `<h1>${escapeHtml(heading)}</h1>
<p role="status">${escapeHtml(text)}</p>
<p class="note">Pedido #${orderId}</p>`,
    script,
  );
}

/** Unknown, used or malformed token. */
export function pasarelaInvalidPage(brand: PageBrand, nonce: string): string {
  const t = PASARELA_TEXT;
  return page(
    brand,
    nonce,
    `<h1>${t.invalidLink}</h1>
<p>${t.invalidLinkHelp}</p>`,
  );
}

/** A result form that was tampered with (the token is left unused). */
export function pasarelaBadRequestPage(brand: PageBrand, nonce: string): string {
  return page(brand, nonce, `<h1>${PASARELA_TEXT.badRequest}</h1>`);
}
