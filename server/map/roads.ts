import type { MapFeatureCollection, MapPosition } from './geojson.ts';

/**
 * Main roads for the offline map (§9 map), drawn by hand through the catalogue's cities
 * and the San Salvador boulevards near the demo shops. Approximate: they help a customer
 * recognise where the pin is, they are not a road network. [lng, lat] in degrees.
 */

export type RoadClass = 'major' | 'minor';

export interface Road {
  name: string;
  /** highway number, when it has one */
  ref: string | null;
  /** major roads are drawn thicker and from the farthest zoom; minor ones in the city */
  class: RoadClass;
  line: MapPosition[];
}

export const ROADS: Road[] = [
  {
    name: 'Carretera Panamericana',
    ref: 'CA-1',
    class: 'major',
    line: [
      [-89.69, 14.095], // San Cristóbal, border with Guatemala
      [-89.648, 14.115], // Candelaria de la Frontera
      [-89.6, 14.06],
      [-89.575, 14.005],
      [-89.561, 13.983], // Santa Ana
      [-89.53, 13.945],
      [-89.5, 13.905], // El Congo
      [-89.455, 13.84], // Ciudad Arce
      [-89.41, 13.775],
      [-89.365, 13.722], // Lourdes
      [-89.32, 13.69],
      [-89.28, 13.676], // Santa Tecla
      [-89.253, 13.6795], // La Gran Vía
      [-89.236, 13.69],
      [-89.2245, 13.701], // Salvador del Mundo
      [-89.2, 13.699], // Alameda Roosevelt
      [-89.19, 13.699], // Centro Histórico
      [-89.153, 13.7], // Boulevard del Ejército, Soyapango
      [-89.115, 13.706], // Ilopango
      [-89.055, 13.73], // San Martín
      [-88.99, 13.725],
      [-88.932, 13.72], // Cojutepeque
      [-88.87, 13.73],
      [-88.79, 13.67], // San Vicente
      [-88.7, 13.63],
      [-88.585, 13.605], // Puente Cuscatlán over the Lempa
      [-88.45, 13.56],
      [-88.32, 13.52],
      [-88.25, 13.5],
      [-88.178, 13.481], // San Miguel
      [-88.1, 13.53],
      [-88.03, 13.58],
      [-87.95, 13.61],
      [-87.89, 13.622], // Santa Rosa de Lima
      [-87.82, 13.605],
      [-87.762, 13.595], // El Amatillo, border with Honduras
    ],
  },
  {
    name: 'Carretera del Litoral',
    ref: 'CA-2',
    class: 'major',
    line: [
      [-90.085, 13.858], // La Hachadura
      [-90.03, 13.79], // Cara Sucia
      [-89.95, 13.73],
      [-89.86, 13.655],
      [-89.83, 13.6], // Acajutla
      [-89.77, 13.555],
      [-89.68, 13.535],
      [-89.6, 13.522],
      [-89.52, 13.51],
      [-89.44, 13.502],
      [-89.383, 13.496], // El Tunco
      [-89.3225, 13.492], // Puerto de La Libertad
      [-89.27, 13.48],
      [-89.2, 13.47],
      [-89.12, 13.46],
      [-89.06, 13.452], // airport
      [-88.98, 13.47],
      [-88.868, 13.505], // Zacatecoluca
      [-88.78, 13.47],
      [-88.7, 13.43], // Puente de Oro over the Lempa
      [-88.58, 13.38],
      [-88.44, 13.345], // Usulután
      [-88.35, 13.36],
      [-88.25, 13.42],
      [-88.178, 13.475], // San Miguel
      [-88.05, 13.42],
      [-87.95, 13.37],
      [-87.845, 13.338], // La Unión
    ],
  },
  {
    name: 'Carretera Troncal del Norte',
    ref: 'CA-4',
    class: 'major',
    line: [
      [-89.19, 13.706], // San Salvador
      [-89.182, 13.73],
      [-89.183, 13.77],
      [-89.1792, 13.8072], // Apopa
      [-89.172, 13.88], // Guazapa
      [-89.185, 13.955], // Aguilares
      [-89.14, 14.03],
      [-89.1, 14.1],
      [-89.095, 14.17], // Tejutla
      [-89.13, 14.25],
      [-89.17, 14.315], // La Palma
      [-89.205, 14.385], // El Poy, border with Honduras
    ],
  },
  {
    name: 'Carretera a Sonsonate y Acajutla',
    ref: 'CA-8',
    class: 'major',
    line: [
      [-89.365, 13.722], // Lourdes
      [-89.44, 13.73],
      [-89.5, 13.745], // Armenia
      [-89.58, 13.75],
      [-89.667, 13.745], // Izalco
      [-89.728, 13.72], // Sonsonate
      [-89.76, 13.67],
      [-89.83, 13.6], // Acajutla
    ],
  },
  {
    name: 'Carretera a Comalapa',
    ref: null,
    class: 'major',
    line: [
      [-89.2, 13.69],
      [-89.17, 13.64],
      [-89.13, 13.58],
      [-89.09, 13.51],
      [-89.0557, 13.445], // Aeropuerto Internacional
    ],
  },
  {
    name: 'Carretera al Puerto de La Libertad',
    ref: 'CA-4',
    class: 'major',
    line: [
      [-89.28, 13.676], // Santa Tecla
      [-89.29, 13.62],
      [-89.31, 13.56],
      [-89.3225, 13.492], // Puerto de La Libertad
    ],
  },
  {
    name: 'Carretera Santa Ana – Ahuachapán',
    ref: null,
    class: 'major',
    line: [
      [-89.575, 13.99],
      [-89.68, 13.985], // Chalchuapa
      [-89.75, 13.965],
      [-89.845, 13.921], // Ahuachapán
    ],
  },
  {
    name: 'Carretera a Chalatenango',
    ref: null,
    class: 'major',
    line: [
      [-89.14, 14.03],
      [-89.04, 14.04],
      [-88.94, 14.04], // Chalatenango
    ],
  },
  {
    name: 'Carretera a Sensuntepeque',
    ref: null,
    class: 'major',
    line: [
      [-88.9, 13.727],
      [-88.85, 13.84], // Ilobasco
      [-88.75, 13.86],
      [-88.63, 13.876], // Sensuntepeque
    ],
  },
  {
    name: 'Carretera a San Francisco Gotera',
    ref: null,
    class: 'major',
    line: [
      [-88.178, 13.481], // San Miguel
      [-88.15, 13.56],
      [-88.105, 13.695], // San Francisco Gotera
    ],
  },
  {
    name: 'Paseo General Escalón',
    ref: null,
    class: 'minor',
    line: [
      [-89.252, 13.709],
      [-89.239, 13.7055],
      [-89.2279, 13.7033], // Galerías
      [-89.2245, 13.701], // Salvador del Mundo
    ],
  },
  {
    name: 'Boulevard de Los Héroes',
    ref: null,
    class: 'minor',
    line: [
      [-89.213, 13.699],
      [-89.2121, 13.7058], // Metrocentro
      [-89.2115, 13.714],
    ],
  },
  {
    name: 'Calle a Mejicanos',
    ref: null,
    class: 'minor',
    line: [
      [-89.2115, 13.714],
      [-89.2135, 13.7235], // Mejicanos
      [-89.215, 13.735],
    ],
  },
  {
    name: 'Alameda Juan Pablo II',
    ref: null,
    class: 'minor',
    line: [
      [-89.225, 13.709],
      [-89.2, 13.706],
      [-89.185, 13.706],
    ],
  },
  {
    name: 'Boulevard del Hipódromo',
    ref: null,
    class: 'minor',
    line: [
      [-89.2455, 13.6945],
      [-89.24, 13.693], // Zona Rosa
      [-89.234, 13.6915],
    ],
  },
  {
    name: 'Boulevard Los Próceres',
    ref: null,
    class: 'minor',
    line: [
      [-89.24, 13.6805],
      [-89.225, 13.679], // Redondel Monseñor Romero
      [-89.21, 13.684],
      [-89.2, 13.688],
    ],
  },
  {
    name: 'Boulevard Santa Elena',
    ref: null,
    class: 'minor',
    line: [
      [-89.262, 13.664],
      [-89.245, 13.6715], // Antiguo Cuscatlán
      [-89.24, 13.679],
    ],
  },
];

/** §9 map: the roads as GeoJSON LineStrings with their name, ref and class. */
export function roadsFeatureCollection(): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: ROADS.map((road, i) => ({
      type: 'Feature',
      id: i + 1,
      properties: { name: road.name, ref: road.ref, class: road.class },
      geometry: { type: 'LineString', coordinates: road.line },
    })),
  };
}
