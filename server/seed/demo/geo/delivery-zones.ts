import type { Pt } from './geometry.ts';

/** Delivery zones: code, name, shop, [lat, lng], radius km, restriction, optional hole. */
interface ZoneRow {
  CODIGO: string;
  N: string;
  IDTDA: number;
  at: Pt; // [lng, lat]
  r: number;
  RESTRICCION?: number;
  /** hours restriction 200 holds, [from, to] 'HH:mm' */
  window?: [string, string];
  hole?: { at: Pt; r: number };
}

export const zoneRows: ZoneRow[] = [
  { CODIGO: 'Z-SS-01', N: 'Escalón', IDTDA: 4, at: [-89.2385, 13.7075], r: 1.3 },
  { CODIGO: 'Z-SS-02', N: 'San Benito – Zona Rosa', IDTDA: 4, at: [-89.2435, 13.6935], r: 0.9 },
  { CODIGO: 'Z-SS-03', N: 'Los Héroes – Miramonte', IDTDA: 2, at: [-89.2145, 13.7075], r: 1.3 },
  // downtown after dark (18:00 to 06:00): schedule restriction, the app offers pickup instead
  {
    CODIGO: 'Z-SS-04',
    N: 'Centro Histórico',
    IDTDA: 3,
    at: [-89.1905, 13.6965],
    r: 1.3,
    RESTRICCION: 200,
    window: ['18:00', '06:00'],
  },
  // campus: orders go to one of its delivery points
  { CODIGO: 'Z-SS-05', N: 'Ciudad Universitaria', IDTDA: 6, at: [-89.2032, 13.7187], r: 0.45 },
  { CODIGO: 'Z-SS-06', N: 'Soyapango', IDTDA: 7, at: [-89.143, 13.706], r: 1.6 },
  { CODIGO: 'Z-SS-07', N: 'Mejicanos', IDTDA: 6, at: [-89.217, 13.7265], r: 0.9 },
  { CODIGO: 'Z-LL-01', N: 'Santa Elena', IDTDA: 10, at: [-89.2525, 13.6695], r: 1.1 },
  {
    CODIGO: 'Z-LL-02',
    N: 'Ciudad Merliot',
    IDTDA: 11,
    at: [-89.2695, 13.6795],
    r: 1.0,
    hole: { at: [-89.271, 13.6825], r: 0.25 },
  },
  { CODIGO: 'Z-LL-03', N: 'Campus UCA', IDTDA: 5, at: [-89.2352, 13.6818], r: 0.4 },
  { CODIGO: 'Z-LL-04', N: 'Santa Tecla centro', IDTDA: 11, at: [-89.282, 13.6735], r: 1.2 },
  // far beach zone: the 30-minute warranty does not apply
  {
    CODIGO: 'Z-LL-05',
    N: 'Puerto de La Libertad',
    IDTDA: 13,
    at: [-89.3225, 13.4895],
    r: 1.8,
    RESTRICCION: 100,
  },
  { CODIGO: 'Z-SM-01', N: 'San Miguel centro', IDTDA: 15, at: [-88.178, 13.481], r: 1.8 },
];

/** Holes cut from shop areas (places the shop never delivers to). */
export const shopHoles: Record<number, { N: string; at: Pt; r: number }> = {
  7: { N: 'Aeropuerto de Ilopango (zona militar)', at: [-89.1197, 13.6994], r: 0.55 },
};

export const deliveryPointRows: [string, string, number, number][] = [
  ['Z-SS-05', 'Portón principal Universidad de El Salvador', 13.7163, -89.2041],
  ['Z-SS-05', 'Portón Facultad de Medicina', 13.7198, -89.2012],
  ['Z-SS-05', 'Entrada Hospital Universitario', 13.7202, -89.2048],
  ['Z-LL-03', 'Portón peatonal UCA', 13.6807, -89.2358],
  ['Z-LL-03', 'Caseta de vigilancia Residencial Jardines de Guadalupe', 13.6829, -89.2343],
];
