import type { MapFeatureCollection, MapPosition } from './geojson.ts';
import { NEIGHBOURS_RING } from './neighbours-outline.ts';

/**
 * El Salvador drawn by hand for the offline map (§9 map), [lng, lat] in degrees and
 * accurate to a kilometre or two: enough to tell land from sea around the shops, not a
 * survey. The mainland runs counter-clockwise: the Pacific coast from the mouth of the Paz
 * (Guatemala) east to Punta Amapala, up the Gulf of Fonseca to the Goascorán (Honduras),
 * west along the Honduran border to the Trifinio, and down the Guatemalan border.
 */

const PACIFIC_COAST: MapPosition[] = [
  [-90.118, 13.737], // mouth of the Paz, border with Guatemala
  [-90.06, 13.722], // Garita Palmera
  [-90.005, 13.698], // Barra de Santiago
  [-89.93, 13.662],
  [-89.868, 13.618], // Metalío
  [-89.838, 13.574], // Acajutla
  [-89.812, 13.531],
  [-89.8, 13.518], // Los Cóbanos
  [-89.74, 13.522],
  [-89.67, 13.514],
  [-89.6, 13.505], // Mizata
  [-89.52, 13.497],
  [-89.44, 13.49], // El Zonte
  [-89.383, 13.487], // El Tunco
  [-89.322, 13.482], // Puerto de La Libertad
  [-89.27, 13.47], // San Diego
  [-89.19, 13.45], // Toluca
  [-89.11, 13.42],
  [-89.05, 13.39], // south of the airport
  [-88.99, 13.35],
  [-88.93, 13.315], // Costa del Sol
  [-88.862, 13.272], // La Puntilla, Estero de Jaltepeque
  [-88.79, 13.232], // mouth of the Lempa
  [-88.7, 13.212],
  [-88.6, 13.197],
  [-88.5, 13.172], // Bahía de Jiquilisco
  [-88.42, 13.16],
  [-88.33, 13.158], // El Espino
  [-88.24, 13.16],
  [-88.16, 13.164],
  [-88.1, 13.166], // El Cuco
  [-88.03, 13.165],
  [-87.965, 13.162], // Maculís
  [-87.905, 13.157], // Punta Amapala
];

const GULF_OF_FONSECA: MapPosition[] = [
  [-87.885, 13.2],
  [-87.87, 13.25],
  [-87.855, 13.3],
  [-87.845, 13.333], // La Unión
  [-87.815, 13.37],
  [-87.79, 13.405],
  [-87.758, 13.437], // mouth of the Goascorán, border with Honduras
];

const HONDURAS_BORDER: MapPosition[] = [
  [-87.745, 13.52],
  [-87.757, 13.595], // El Amatillo
  [-87.722, 13.68],
  [-87.703, 13.76],
  [-87.73, 13.83],
  [-87.78, 13.865],
  [-87.855, 13.89],
  [-87.935, 13.905],
  [-88.005, 13.955],
  [-88.085, 13.99],
  [-88.17, 14.0], // north of Perquín
  [-88.25, 13.97],
  [-88.33, 13.93],
  [-88.42, 13.9],
  [-88.5, 13.9],
  [-88.58, 13.965],
  [-88.66, 14.02],
  [-88.74, 14.08], // Arcatao
  [-88.82, 14.12],
  [-88.9, 14.16],
  [-88.97, 14.215],
  [-89.04, 14.275],
  [-89.1, 14.33],
  [-89.16, 14.37],
  [-89.205, 14.395], // El Poy
  [-89.28, 14.41],
  [-89.357, 14.42], // Trifinio
];

const GUATEMALA_BORDER: MapPosition[] = [
  [-89.42, 14.405],
  [-89.48, 14.365],
  [-89.525, 14.32], // Anguiatú
  [-89.555, 14.26], // Lago de Güija
  [-89.6, 14.2],
  [-89.655, 14.135], // San Cristóbal
  [-89.72, 14.08],
  [-89.79, 14.03],
  [-89.86, 13.995],
  [-89.945, 13.955], // Las Chinamas
  [-90.03, 13.905],
  [-90.09, 13.86], // La Hachadura
  [-90.112, 13.8],
];

/** Lakes cut from the land (clockwise): they show as water, like the sea. */
const LAKES: { name: string; ring: MapPosition[] }[] = [
  {
    name: 'Lago de Ilopango',
    ring: [
      [-89.1, 13.68],
      [-89.08, 13.703],
      [-89.04, 13.708],
      [-89.005, 13.694],
      [-88.996, 13.664],
      [-89.02, 13.636],
      [-89.06, 13.632],
      [-89.095, 13.65],
    ],
  },
  {
    name: 'Lago de Coatepeque',
    ring: [
      [-89.578, 13.87],
      [-89.552, 13.892],
      [-89.528, 13.882],
      [-89.522, 13.855],
      [-89.542, 13.84],
      [-89.567, 13.846],
    ],
  },
];

/** Islands of the Gulf of Fonseca (counter-clockwise). */
const ISLANDS: { name: string; ring: MapPosition[] }[] = [
  {
    name: 'Isla Meanguera',
    ring: [
      [-87.725, 13.155],
      [-87.7, 13.16],
      [-87.69, 13.185],
      [-87.703, 13.205],
      [-87.722, 13.198],
      [-87.73, 13.175],
    ],
  },
  {
    name: 'Isla Conchagüita',
    ring: [
      [-87.785, 13.215],
      [-87.755, 13.212],
      [-87.745, 13.232],
      [-87.76, 13.25],
      [-87.782, 13.243],
    ],
  },
];

const close = (ring: MapPosition[]): MapPosition[] => [...ring, ring[0]!];

/** §9 map: the mainland's outer ring, closed (first vertex repeated at the end). */
export const MAINLAND_RING: MapPosition[] = close([
  ...PACIFIC_COAST,
  ...GULF_OF_FONSECA,
  ...HONDURAS_BORDER,
  ...GUATEMALA_BORDER,
]);

/** §9 map: the land as polygons — the mainland with its lakes cut out, then the islands. */
export function landPolygons(): MapPosition[][][] {
  return [
    [MAINLAND_RING, ...LAKES.map((lake) => close(lake.ring))],
    ...ISLANDS.map((island) => [close(island.ring)]),
  ];
}

/**
 * §9 map: the land as GeoJSON for the style: El Salvador (kind 'country', one MultiPolygon)
 * and, drawn under it in a quieter colour, the neighbouring land (kind 'neighbours').
 */
export function landFeatureCollection(): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 1,
        properties: { kind: 'country', name: 'El Salvador' },
        geometry: { type: 'MultiPolygon', coordinates: landPolygons() },
      },
      {
        type: 'Feature',
        id: 2,
        properties: { kind: 'neighbours', name: 'Centroamérica' },
        geometry: { type: 'Polygon', coordinates: [NEIGHBOURS_RING] },
      },
    ],
  };
}
