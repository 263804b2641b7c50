import { describe, expect, it } from 'vitest';
import {
  PLACE_SEARCH_LIMIT,
  placeQueryReady,
  placeSearch,
  type MapPlace,
  type MapPlaceKind,
} from './place-search';

let next = 1;
const place = (kind: MapPlaceKind, name: string, words = ''): MapPlace => ({
  id: next++,
  kind,
  name,
  detail: '',
  words,
  latitude: 13.7,
  longitude: -89.2,
});

const places: MapPlace[] = [
  place('calle', 'Paseo General Escalón'),
  place('tienda', 'Galerías Escalón'),
  place('lugar', 'Centro Comercial Galerías', 'Galerías Escalón, Paseo General Escalón'),
  place('colonia', 'Colonia Escalón'),
  place('colonia', 'Colonia San Benito'),
  place('distrito', 'Santa Tecla'),
  place('colonia', 'Santa Tecla centro'),
  place('lugar', 'Universidad Centroamericana José Simeón Cañas', 'UCA'),
  place('lugar', 'Plaza Salvador del Mundo', 'Monumento al Divino Salvador del Mundo'),
  place('tienda', 'Metrocentro San Salvador'),
  place('distrito', 'Mejicanos'),
  place('colonia', 'Mejicanos centro'),
];
const names = (query: string) => placeSearch(places, query).map((p) => p.name);

describe('placeSearch', () => {
  it('finds a name without its accents, the colonia first', () => {
    expect(names('escalon')).toEqual([
      'Colonia Escalón',
      'Galerías Escalón',
      'Paseo General Escalón',
      'Centro Comercial Galerías',
    ]);
    expect(names('ESCALÓN')[0]).toBe('Colonia Escalón');
  });

  it('forgives a typo', () => {
    expect(names('escalom')[0]).toBe('Colonia Escalón');
    expect(names('metrocentor')).toContain('Metrocentro San Salvador');
    expect(names('san benitp')).toContain('Colonia San Benito');
  });

  it('puts a district before its colonia when both start with the words', () => {
    expect(names('santa tecla')).toEqual(['Santa Tecla centro', 'Santa Tecla']);
    expect(names('mejicanos').slice(0, 2)).toEqual(['Mejicanos centro', 'Mejicanos']);
  });

  it('finds a landmark by its other words, and a long name by a word inside it', () => {
    expect(names('uca')).toContain('Universidad Centroamericana José Simeón Cañas');
    expect(names('divino salvador')).toEqual(['Plaza Salvador del Mundo']);
    expect(names('salvador del mundo')[0]).toBe('Plaza Salvador del Mundo');
  });

  it('offers a road named at many points once, at its first point', () => {
    const road = [
      { ...place('calle', 'Boulevard de Los Héroes'), latitude: 13.71 },
      { ...place('calle', 'Boulevard de Los Héroes'), latitude: 13.72 },
    ];
    expect(placeSearch(road, 'heroes')).toEqual([road[0]]);
  });

  it('finds nothing under 2 characters or with no likeness, and at most the limit', () => {
    expect(placeQueryReady(' e ')).toBe(false);
    expect(names('e')).toEqual([]);
    expect(names('zzzzqqq')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => place('colonia', `Colonia Las Flores ${i}`));
    expect(placeSearch(many, 'flores')).toHaveLength(PLACE_SEARCH_LIMIT);
  });
});
