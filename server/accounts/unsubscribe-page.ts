import escapeHtml from 'escape-html';

/**
 * The page the unsubscribe link opens, in Spanish, self-contained (the API's
 * Content-Security-Policy allows no styles or scripts, so it has none).
 */
export function unsubscribePage(message: string, brandName: string): string {
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(brandName)}</title></head><body>`,
    `<h1>${escapeHtml(brandName)}</h1><p>${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('');
}
