import { BRAND, CALL, CARE_MAIL, EVENTS, mail } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

// ---------------------------------------------------------------------------------------
// Acerca de
// ---------------------------------------------------------------------------------------

export const about: Page = {
  CLAVE: 'acerca-de',
  TITULO: 'Acerca de',
  INTRO: `${BRAND} es una cadena salvadoreña de hamburguesas a la parrilla, con restaurantes, food courts y servicio a domicilio en todo el país.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'nuestra-historia',
      TITULO: 'Nuestra historia',
      TEXTO: md(
        'Empezamos con una sola parrilla y una idea sencilla: hamburguesas hechas al momento, con carne 100 % de res, pan recién horneado y el sabor de siempre.',
        'Hoy tenemos restaurantes en San Salvador, La Libertad, Santa Ana, Sonsonate, San Miguel y La Paz, y llevamos tus favoritos hasta tu casa o tu oficina.',
      ),
    },
    {
      ID: 'lo-que-nos-mueve',
      TITULO: 'Lo que nos mueve',
      TEXTO: list(
        '**Calidad:** ingredientes frescos y recetas de la casa, como La Chivona.',
        '**Rapidez:** tu pedido listo y caliente, en el tiempo que te prometimos.',
        '**Comunidad:** empleo para cientos de jóvenes salvadoreños y apoyo a productores locales.',
      ),
    },
    {
      ID: 'contacto',
      TITULO: 'Contáctanos',
      TEXTO: list(
        `Call Center: ${CALL}`,
        `Eventos y piñatas: [${EVENTS}](tel:${EVENTS.replace('-', '')})`,
        `Servicio al cliente: ${mail(CARE_MAIL)}`,
        'Encuentra el restaurante más cercano en [Tiendas](/tiendas).',
      ),
    },
  ],
};
