/** Landmarks the map's search finds: name, city, [lat, lng], other words it is known by. */
export const landmarkRows: [string, string, number, number, string][] = [
  ['Plaza Salvador del Mundo', 'SSA', 13.7011, -89.2245, 'Monumento al Divino Salvador del Mundo'],
  [
    'Catedral Metropolitana',
    'SSA',
    13.6983,
    -89.1912,
    'Catedral de San Salvador, Centro Histórico',
  ],
  ['Palacio Nacional', 'SSA', 13.6978, -89.1918, 'Plaza Gerardo Barrios, Centro Histórico'],
  ['Centro Comercial Metrocentro', 'SSA', 13.7058, -89.2121, 'Boulevard de Los Héroes'],
  [
    'Centro Comercial Galerías',
    'SSA',
    13.7031,
    -89.2279,
    'Galerías Escalón, Paseo General Escalón',
  ],
  ['Centro Comercial Multiplaza', 'ANC', 13.6777, -89.2497, 'Carretera Panamericana'],
  ['Centro Comercial La Gran Vía', 'ANC', 13.6795, -89.2532, 'Carretera Panamericana'],
  ['Universidad Centroamericana José Simeón Cañas', 'ANC', 13.681, -89.236, 'UCA'],
  ['Universidad de El Salvador', 'SSA', 13.7186, -89.203, 'UES, Ciudad Universitaria'],
  ['Estadio Cuscatlán', 'SSA', 13.6811, -89.2226, 'Boulevard Los Próceres'],
  ['Parque Cuscatlán', 'SSA', 13.6999, -89.2035, 'Alameda Roosevelt'],
  ['Hospital Rosales', 'SSA', 13.6977, -89.2005, 'Alameda Roosevelt'],
  ['Centro Comercial Plaza Mundo', 'SOY', 13.7, -89.1535, 'Soyapango, Boulevard del Ejército'],
  ['Paseo El Carmen', 'STT', 13.6725, -89.2795, 'Santa Tecla centro'],
];
