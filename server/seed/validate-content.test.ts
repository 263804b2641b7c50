import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CONTENT_PAGE_KEYS } from '../../src/protocol/content.ts';
import { FIXTURE_PATH } from '../test/harness.ts';
import { markdownProblem } from './validate-content.ts';
import { parseChain } from './validate.ts';

// docs/seed-format.md "Content": the fixture chain has banner 1 and no content of its own.
type Json = Record<string, unknown>;
const page = (CLAVE: string, over: Json = {}): Json => ({
  CLAVE,
  TITULO: `Página ${CLAVE}`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [{ ID: 'uno', TITULO: 'Uno', TEXTO: 'Texto **con** [enlace](/coupons).' }],
  ...over,
});
const pages = () => CONTENT_PAGE_KEYS.map((key) => page(key));
const chain = (contenido: unknown): unknown => ({
  ...(JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Json),
  contenido,
});
const announcement = (over: Json = {}): Json => ({
  I: 1,
  TITULO: 'Aviso',
  RESUMEN: 'Resumen',
  TEXTO: 'Texto',
  FECHA: '01/10/2025',
  ...over,
});
function errorsOf(data: unknown): string[] {
  const result = parseChain(data);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('the content of the chain file', () => {
  test('a file without content loads, with contenido null', () => {
    const result = parseChain(JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')));
    expect(result.ok && result.data.contenido).toBe(null);
  });

  test('six pages, announcements and help load with their defaults', () => {
    const result = parseChain(
      chain({
        paginas: pages(),
        anuncios: [announcement({ BANNER: 1 })],
        ayuda: [{ I: 1, PREGUNTA: 'Mi pedido no ha llegado', RESPUESTA: 'Llámanos.' }],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.contenido?.paginas[0]).toMatchObject({ INTRO: '' });
    expect(result.data.contenido?.anuncios[0]?.BANNER).toBe(1);
  });

  test('a missing page and a repeated page are refused, naming them', () => {
    const errors = errorsOf(
      chain({ paginas: [...pages().slice(1), page('acerca-de')], anuncios: [], ayuda: [] }),
    );
    expect(errors).toContain("contenido.paginas: falta la página 'preguntas-frecuentes'");
    expect(errors).toContain(
      "contenido.paginas.5.CLAVE: la página 'acerca-de' está repetida (contenido.paginas.3)",
    );
  });

  test('an unknown page key is refused', () => {
    const errors = errorsOf(chain({ paginas: [...pages(), page('blog')] }));
    expect(errors.some((e) => e.startsWith('contenido.paginas.6.CLAVE:'))).toBe(true);
  });

  test('section ids: only a-z, 0-9 and -, unique within their page', () => {
    const list = pages();
    list[3] = page('politicas-promociones', {
      SECCIONES: [
        { ID: 'cumple', TITULO: 'A', TEXTO: 'a' },
        { ID: 'cumple', TITULO: 'B', TEXTO: 'b' },
      ],
    });
    expect(errorsOf(chain({ paginas: list }))).toEqual([
      "contenido.paginas.3.SECCIONES.1.ID: la sección 'cumple' está repetida en la página (SECCIONES.0)",
    ]);
    list[3] = page('politicas-promociones', {
      SECCIONES: [{ ID: 'Cumpleaños', TITULO: 'C', TEXTO: 'c' }],
    });
    expect(errorsOf(chain({ paginas: list }))[0]).toMatch(
      /^contenido\.paginas\.3\.SECCIONES\.0\.ID:/,
    );
  });

  test('raw HTML anywhere in a Markdown text is refused, naming the place', () => {
    const list = pages();
    list[0] = page('preguntas-frecuentes', { INTRO: '<script>alert(1)</script>' });
    list[1] = page('terminos-de-uso', {
      SECCIONES: [{ ID: 'a', TITULO: 'A', TEXTO: 'Hola <b onclick="x()">negrita</b>' }],
    });
    const errors = errorsOf(
      chain({ paginas: list, anuncios: [announcement({ TEXTO: '- <img src=x onerror=y>' })] }),
    );
    expect(errors.find((e) => e.startsWith('contenido.paginas.0.INTRO:'))).toMatch(/HTML/);
    expect(errors.find((e) => e.startsWith('contenido.paginas.1.SECCIONES.0.TEXTO:'))).toMatch(
      /HTML/,
    );
    expect(errors.find((e) => e.startsWith('contenido.anuncios.0.TEXTO:'))).toMatch(/HTML/);
  });

  test('links: app paths, https, mailto and tel; javascript: and // are refused', () => {
    expect(
      markdownProblem('[a](/coupons) [b](https://x.sv) [c](mailto:a@b.sv) [d](tel:22220000)'),
    ).toBe(null);
    expect(markdownProblem('Escribe a <https://x.sv>')).toBe(null);
    expect(markdownProblem('[x](javascript:alert(1))')).toMatch(/enlace/);
    expect(markdownProblem('[x](//evil.example/)')).toMatch(/enlace/);
    expect(markdownProblem('![x](http://insecure.example/a.png)')).toMatch(/enlace/);
    expect(markdownProblem('- lista\n- con [mal](data:text/html,hi)')).toMatch(/enlace/);
  });

  test('announcements: unique ids, real dates, a banner that exists', () => {
    const errors = errorsOf(
      chain({
        paginas: pages(),
        anuncios: [announcement(), announcement({ FECHA: '31/02/2025', BANNER: 99 })],
      }),
    );
    expect(errors).toContain(
      'contenido.anuncios.1.I: el id 1 está repetido (contenido.anuncios.0)',
    );
    expect(errors).toContain('contenido.anuncios.1.FECHA: la fecha 31/02/2025 no existe');
    expect(errors).toContain('contenido.anuncios.1.BANNER: el banner 99 no existe');
    const format = errorsOf(
      chain({ paginas: pages(), anuncios: [announcement({ FECHA: '2025-10-01' })] }),
    );
    expect(format[0]).toMatch(/^contenido\.anuncios\.0\.FECHA:/);
  });

  test('help situations: unique ids and non-empty texts', () => {
    const errors = errorsOf(
      chain({
        paginas: pages(),
        ayuda: [
          { I: 1, PREGUNTA: 'A', RESPUESTA: 'a' },
          { I: 1, PREGUNTA: 'B', RESPUESTA: 'b' },
        ],
      }),
    );
    expect(errors).toEqual(['contenido.ayuda.1.I: el id 1 está repetido (contenido.ayuda.0)']);
    const empty = errorsOf(
      chain({ paginas: pages(), ayuda: [{ I: 2, PREGUNTA: 'C', RESPUESTA: '  ' }] }),
    );
    expect(empty[0]).toMatch(/^contenido\.ayuda\.0\.RESPUESTA:/);
  });
});
