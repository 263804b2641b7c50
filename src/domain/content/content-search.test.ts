import { describe, expect, test } from 'vitest';
import type { ContentSection } from './content';
import { contentSectionsMatching, markdownPlainText } from './content-search';

const section = (id: string, title: string, markdown: string): ContentSection => ({
  id,
  title,
  markdown,
});
const faq = [
  section('pago', '¿Qué formas de pago aceptan?', 'Efectivo, **tarjeta** y gift card.'),
  section('cupones', '¿Cómo uso un cupón?', 'Entra a [Cupones](/coupons) y elige uno.'),
  section('tiempo', '¿Cuánto tarda mi pedido?', 'Entre 30 y 45 minutos; con LLUVIA, más.'),
];
const ids = (list: ContentSection[]) => list.map((s) => s.id);

describe('contentSectionsMatching', () => {
  test('a blank query keeps every section in order', () => {
    expect(ids(contentSectionsMatching(faq, ''))).toEqual(['pago', 'cupones', 'tiempo']);
    expect(ids(contentSectionsMatching(faq, '   '))).toEqual(['pago', 'cupones', 'tiempo']);
  });

  test('accents and case are ignored, in the query and in the text', () => {
    expect(ids(contentSectionsMatching(faq, 'CUPON'))).toEqual(['cupones']);
    expect(ids(contentSectionsMatching(faq, 'cuánto'))).toEqual(['tiempo']);
    expect(ids(contentSectionsMatching(faq, 'lluvia'))).toEqual(['tiempo']);
  });

  test('answers are searched too, without their Markdown marks', () => {
    expect(ids(contentSectionsMatching(faq, 'tarjeta'))).toEqual(['pago']);
    expect(ids(contentSectionsMatching(faq, 'gift card'))).toEqual(['pago']);
  });

  test('every word must appear, in any order', () => {
    expect(ids(contentSectionsMatching(faq, 'minutos pedido'))).toEqual(['tiempo']);
    expect(ids(contentSectionsMatching(faq, 'pedido tarjeta'))).toEqual([]);
  });

  test('link targets are not searched: /coupons does not match "coupons"', () => {
    expect(ids(contentSectionsMatching(faq, 'coupons'))).toEqual([]);
  });

  test('nothing matches: an empty list', () => {
    expect(contentSectionsMatching(faq, 'pizza')).toEqual([]);
  });
});

describe('markdownPlainText', () => {
  test('keeps link and image texts, drops their targets and emphasis marks', () => {
    expect(markdownPlainText('Ver [Mis pedidos](/orders) y ![logo](/a.png) **ya**')).toBe(
      'Ver Mis pedidos y logo   ya  ',
    );
  });

  test('drops list and heading markers', () => {
    expect(markdownPlainText('# Título\n- uno\n+ dos').replace(/\s+/g, ' ').trim()).toBe(
      'Título uno dos',
    );
  });
});
