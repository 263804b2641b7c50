import type { z } from 'zod';
import type { bannerSchema, timedMessageSchema } from '../../schema.ts';
import { cajaFamiliar } from './assembled-products.ts';
import { tipico } from './breakfasts.ts';
import { chivona, guanaca } from './burgers.ts';
import { comboClasica } from './combos.ts';
import { batidoGalleta } from './drinks.ts';
import { promoCaja, promoPapas, promoSegundoCombo } from './promotions.ts';

type Message = z.input<typeof timedMessageSchema>;
type Banner = z.input<typeof bannerSchema>;

// ---------------------------------------------------------------------------------------
// Timed messages, banners, carousel
// ---------------------------------------------------------------------------------------

export const mensajes: Message[] = [
  {
    TIPO: 'HOME',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '07:00',
    HORA_FIN: '10:59',
    MENSAJE: '¡Buenos días! Nuestros desayunos están disponibles hasta las 11:00 a. m.',
  },
  {
    TIPO: 'HOME',
    DIAS: '1,0,1,0,0,0,0',
    HORA_INICIO: '11:00',
    HORA_FIN: '20:00',
    MENSAJE: 'Hoy es día de Segundo Combo Clásico a $2.99. ¡Invita a alguien!',
  },
  {
    TIPO: 'HOME',
    DIAS: '0,0,0,0,1,1,1',
    HORA_INICIO: '17:00',
    HORA_FIN: '22:00',
    MENSAJE: 'Fin de semana en familia: arma tu caja familiar y llévate el 20% de descuento.',
  },
  {
    TIPO: 'HOME',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '22:00',
    HORA_FIN: '23:59',
    MENSAJE: 'Nuestras tiendas cierran pronto. Programa tu pedido para mañana.',
  },
  {
    TIPO: 'HOME_USER',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '00:00',
    HORA_FIN: '23:59',
    MENSAJE: 'Revisa tus cupones: tienes beneficios esperándote.',
  },
  {
    TIPO: 'HOME_USER',
    DIAS: '0,1,0,0,0,0,0',
    HORA_INICIO: '11:00',
    HORA_FIN: '21:00',
    MENSAJE: 'Es martes de alitas: tu caja para compartir con 25% de descuento.',
  },
];

export const banners: Banner[] = [
  {
    I: 801,
    N: 'Combos desde $5.49',
    LINK: '/menu/categoria/combos',
    COLORES: ['#C8102E', '#FFC72C'],
  },
  {
    I: 802,
    N: 'Desayunos típicos de 7:00 a 11:00 a. m.',
    LINK: '/menu/categoria/desayunos',
    COLORES: ['#F2A900', '#5B3A1A'],
  },
  {
    I: 803,
    N: 'Nueva: La Chivona',
    LINK: '/menu/categoria/hamburguesas/subcategoria/de-la-casa/producto/la-chivona',
    COLORES: ['#1B1B1B', '#E35205'],
  },
  {
    I: 804,
    N: 'Segundo Combo Clásico a $2.99, lunes y miércoles',
    LINK: `/promociones/menu/${promoSegundoCombo}`,
    COLORES: ['#0047BB', '#FFFFFF'],
  },
  {
    I: 805,
    N: 'Batidos bien fríos',
    LINK: '/menu/categoria/bebidas/subcategoria/batidos',
    COLORES: ['#F4A6C0', '#6B2C1A'],
  },
  // leads to its announcement (content/announcements.ts BANNER_ANNOUNCEMENT)
  {
    I: 806,
    N: 'Pide desde la app y gana más',
    LINK: '/announcement/1',
    COLORES: ['#00843D', '#F1E6B2'],
  },
];

export const carrusel: number[] = [
  promoSegundoCombo,
  chivona,
  comboClasica,
  cajaFamiliar,
  promoCaja,
  tipico,
  promoPapas,
  batidoGalleta,
  guanaca,
];
