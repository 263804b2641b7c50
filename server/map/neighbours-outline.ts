import type { MapPosition } from './geojson.ts';

/**
 * The land around El Salvador (southern Mexico, Guatemala, Belize, Honduras, Nicaragua and
 * northern Costa Rica), very roughly, so that from afar the neighbours read as land and not
 * as sea (§9 map: the farthest zoom, 6, shows most of Central America). It is drawn under
 * El Salvador, so along the Salvadoran coast it may run anywhere inside the country.
 * [lng, lat] in degrees, counter-clockwise.
 */
const REGION: MapPosition[] = [
  [-98.0, 16.2], // Pacific coast of Oaxaca
  [-96.5, 15.65],
  [-95.2, 16.17], // Salina Cruz
  [-94.5, 16.2],
  [-93.75, 16.0],
  [-93.0, 15.2],
  [-92.23, 14.53], // border of Mexico and Guatemala
  [-91.91, 14.29], // Champerico
  [-91.15, 13.93],
  [-90.82, 13.92], // Puerto San José
  [-90.48, 13.89],
  [-90.118, 13.737], // mouth of the Paz, where El Salvador begins
  [-89.5, 13.95], // across El Salvador north of its lakes, hidden under it
  [-88.5, 13.75],
  [-87.9, 13.5],
  [-87.758, 13.437], // mouth of the Goascorán
  [-87.62, 13.38],
  [-87.47, 13.35],
  [-87.38, 13.2],
  [-87.33, 13.05],
  [-87.45, 12.99],
  [-87.69, 12.92], // Cosigüina
  [-87.5, 12.68],
  [-87.17, 12.47], // Corinto
  [-86.75, 12.1],
  [-86.45, 11.8],
  [-86.05, 11.4],
  [-85.7, 11.07], // border of Nicaragua and Costa Rica
  [-85.9, 10.9],
  [-85.85, 10.3],
  [-85.6, 9.9],
  [-83.0, 9.9], // across Costa Rica to the Caribbean
  [-83.65, 10.93],
  [-83.75, 11.6],
  [-83.75, 12.4],
  [-83.55, 13.0],
  [-83.4, 14.0], // Puerto Cabezas
  [-83.16, 14.99], // Cabo Gracias a Dios
  [-83.8, 15.3],
  [-84.6, 15.85],
  [-85.5, 15.95],
  [-86.8, 15.78], // La Ceiba
  [-87.95, 15.84], // Puerto Cortés
  [-88.6, 15.73], // Puerto Barrios
  [-88.9, 15.95],
  [-88.8, 16.1],
  [-88.22, 16.97],
  [-88.2, 17.5], // Belize City
  [-88.3, 18.5],
  [-98.0, 18.5],
];

/** §9 map: the neighbouring land's ring, closed. */
export const NEIGHBOURS_RING: MapPosition[] = [...REGION, REGION[0]!];
