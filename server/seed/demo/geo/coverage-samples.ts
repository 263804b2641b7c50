import type { Pt } from './geometry.ts';

/** Sample points printed by --check, with the expected coverage kinds. */
export const samples: [string, Pt, string][] = [
  ['Colonia Escalón', [-89.239, 13.7065], 'COL+ZON+TDA'],
  ['Zona Rosa', [-89.2375, 13.6918], 'COL+ZON+TDA'],
  ['Centro Histórico (restricción 200)', [-89.191, 13.6975], 'COL+ZON+TDA'],
  ['Ciudad Universitaria (puntos de entrega)', [-89.203, 13.7185], 'COL+ZON+TDA'],
  ['Puerto de La Libertad (restricción 100)', [-89.322, 13.489], 'COL+ZON+TDA'],
  ['Ciudad Merliot, hueco del ZON', [-89.271, 13.6825], 'COL+TDA'],
  ['Santa Ana centro', [-89.5597, 13.9942], 'COL+TDA'],
  ['Sonsonate centro', [-89.7242, 13.7189], 'COL+TDA'],
  ['Barrio San Jacinto', [-89.189, 13.685], 'COL+TDA'],
  ['Ilopango, hueco del TDA', [-89.1197, 13.6994], 'COL'],
  ['Playa El Tunco', [-89.383, 13.493], 'COL'],
  ['Ahuachapán centro', [-89.845, 13.9214], 'COL'],
  ['Carretera entre Santa Tecla y Sonsonate', [-89.52, 13.7], ''],
];
