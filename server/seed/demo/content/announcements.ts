import { BRAND } from './brand.ts';
import type { Content } from './content-types.ts';
import { list, md } from './markdown.ts';

/** The banner that leads to the app announcement (menu/home-screen.ts banners). */
export const ANNOUNCEMENT_BANNER = 806;
/** The announcement that banner opens (/announcement/{id}). */
export const BANNER_ANNOUNCEMENT = 1;

// ---------------------------------------------------------------------------------------
// Anuncios (§2.1 /trivia, /announcement/{id})
// ---------------------------------------------------------------------------------------

export const anuncios: Content['anuncios'] = [
  {
    I: BANNER_ANNOUNCEMENT,
    TITULO: 'Pide desde la app y gana más',
    RESUMEN: 'Cupones exclusivos, regalo de cumpleaños y seguimiento de tu pedido en tiempo real.',
    TEXTO: md(
      `Descarga la app de ${BRAND} o pide desde la web con tu cuenta y aprovecha:`,
      list(
        '**Cupón de bienvenida** en tu primera compra en la app, durante los 15 días siguientes a validar tu cuenta.',
        '**Regalo de cumpleaños** en el mes de tu cumpleaños, con compra desde $6.99.',
        '**Cupones exclusivos** cada semana en [Cupones](/coupons).',
        '**Seguimiento** de tu pedido desde que se prepara hasta que llega a tu puerta.',
      ),
      '[Crea tu cuenta](/signup) y consulta las condiciones en los [Términos y condiciones de promociones](/politicas-promociones#app-web).',
    ),
    FECHA: '01/10/2025',
    BANNER: ANNOUNCEMENT_BANNER,
  },
  {
    I: 2,
    TITULO: 'Nuevo restaurante en el Centro Histórico',
    RESUMEN: 'Abrimos en el corazón de San Salvador, con servicio a domicilio en el centro.',
    TEXTO: md(
      `Desde el 09 de abril de 2025 te esperamos en ${BRAND} Centro Histórico, en el centro de San Salvador, de 7:00 a 22:00.`,
      'Las tres primeras personas en la fila del día de apertura ganaron un año de combos, de chili con carne o de postres. Consulta las [condiciones de la apertura](/politicas-promociones#aperturas).',
    ),
    FECHA: '09/04/2025',
    BANNER: null,
  },
  {
    I: 3,
    TITULO: 'Segundo combo a $2.99 los lunes y miércoles',
    RESUMEN: 'Hasta el 31 de diciembre, de 11:00 a 20:00, en la app, la web y a domicilio.',
    TEXTO: md(
      'Compra un combo y llévate el segundo a **$2.99**, todos los lunes y miércoles hasta el 31 de diciembre de 2025, de 11:00 a 20:00.',
      'Compra mínima de $7.50. Consulta las [condiciones](/politicas-promociones#promociones-octubre).',
    ),
    FECHA: '01/08/2025',
    BANNER: null,
  },
  {
    I: 4,
    TITULO: 'Horario de fin de año',
    RESUMEN: 'El 24 y el 31 de diciembre cerramos a las 18:00.',
    TEXTO: md(
      'Para que nuestro equipo celebre con sus familias, el **24 y el 31 de diciembre** nuestros restaurantes y el servicio a domicilio cierran a las **18:00**. El 25 de diciembre y el 1 de enero abrimos a las 11:00.',
      'Programa tu pedido con anticipación con **Pedido futuro** y recíbelo a la hora que prefieras.',
    ),
    FECHA: '15/11/2026',
    BANNER: null,
  },
];
