import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { appCspDirectives } from '../http/app-csp.ts';
import { appShellWithEarlyCalls, EARLY_CALLS, EARLY_CALLS_SCRIPT } from './early-calls.ts';

const built = '<!doctype html><html><head><meta charset="UTF-8" /><title>x</title></head></html>';

describe('the calls a page asks for with its HTML (decision 039)', () => {
  test('the script comes right after the charset, before anything else of the head', () => {
    const html = appShellWithEarlyCalls(built);
    expect(html).toBe(
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${EARLY_CALLS_SCRIPT}</script><title>x</title></head></html>`,
    );
    for (const url of EARLY_CALLS) expect(EARLY_CALLS_SCRIPT).toContain(JSON.stringify(url));
  });

  test("the page's policy allows that script by its hash, and no other inline script", () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;
    expect(appCspDirectives(appShellWithEarlyCalls(built))['script-src']).toEqual(["'self'", hash]);
    expect(appCspDirectives(built)['script-src']).toEqual(["'self'"]);
  });

  test('the calls it makes are the ones the app makes first, anonymous and without a body', () => {
    expect(EARLY_CALLS).toEqual(['/api/data/getData', '/api/data/getFechaHora']);
    expect(EARLY_CALLS_SCRIPT).toContain('method:"POST",headers:{Accept:"application/json"}');
    expect(EARLY_CALLS_SCRIPT).not.toMatch(/body|Authorization|credentials/);
  });
});
