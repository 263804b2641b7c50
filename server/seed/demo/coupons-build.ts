import type { ChainInput } from '../schema.ts';

/**
 * The demo chain's coupons (§3.5: open, code, welcome and birthday) and gift card catalogue
 * (§3.7), authored here so that build.ts writes them with the rest of demo-chain.json.
 */

export const cupones: NonNullable<ChainInput['cupones']> = [
  {
    IDPRO: 2001,
    NOMBRE: 'Tu hamburguesa a mitad de precio',
    ETIQUETA: 'Hamburguesa 50%',
    DESCRIPCION:
      '50% de descuento en la hamburguesa más económica de tu bolsa. Válido de 11:00 a 20:00.',
    FECHA_HASTA: '31/12/2027',
    HORA_DESDE: '11:00',
    HORA_HASTA: '20:00',
    P: 50,
    APC: 1,
    APLICA_MENOR: '1',
    IDPDS: 1101,
    apl: [1101, 1102, 1103, 1104, 1105],
    CLASE: 'APP',
  },
  {
    IDPRO: 2002,
    NOMBRE: '$2.00 de descuento en compras desde $10.00',
    ETIQUETA: '$2.00 menos',
    DESCRIPCION:
      '$2.00 de descuento cuando tu compra, ya con el descuento, es de $10.00 o más. Válido de 11:00 a 20:00.',
    FECHA_HASTA: '31/12/2027',
    HORA_DESDE: '11:00',
    HORA_HASTA: '20:00',
    MT: 2,
    MC: 10,
    APC: 1,
    CLASE: 'APP',
  },
  {
    IDPRO: 2003,
    NOMBRE: 'Combo Hamburguesa Clásica a $3.99',
    ETIQUETA: 'Combo a $3.99',
    DESCRIPCION: 'Tu Combo Hamburguesa Clásica a solo $3.99. Válido de 11:00 a 20:00.',
    FECHA_HASTA: '31/12/2027',
    HORA_DESDE: '11:00',
    HORA_HASTA: '20:00',
    PR: 3.99,
    APC: 1,
    IDPDS: 1301,
    apl: [1301],
    CLASE: 'APP',
  },
  {
    IDPRO: 2004,
    NOMBRE: 'Desayuno Típico con 20% de descuento',
    ETIQUETA: 'Desayuno 20%',
    DESCRIPCION: '20% de descuento en tu Desayuno Típico, de 07:00 a 10:30.',
    FECHA_HASTA: '31/12/2027',
    HORA_DESDE: '07:00',
    HORA_HASTA: '10:30',
    P: 20,
    APC: 1,
    IDPDS: 1701,
    apl: [1701],
    CLASE: 'APP',
  },
  {
    IDPRO: 2005,
    NOMBRE: '10% de descuento con tu código',
    ETIQUETA: 'Código AHORRA10',
    DESCRIPCION: '10% de descuento en toda tu compra con el código AHORRA10.',
    FECHA_HASTA: '31/12/2027',
    P: 10,
    NUC: 'ahorra10',
    APC: 1,
    CLASE: 'CODIGO',
  },
  {
    IDPRO: 2006,
    NOMBRE: 'Bienvenido: 20% en tu primera compra',
    ETIQUETA: 'Bienvenida',
    DESCRIPCION:
      '20% de descuento en tu primera compra en la app, dentro de los 15 días de validar tu cuenta.',
    FECHA_HASTA: '31/12/2027',
    P: 20,
    APC: 1,
    CLASE: 'BIENVENIDA',
  },
  {
    IDPRO: 2007,
    NOMBRE: 'Sundae gratis en tu cumpleaños',
    ETIQUETA: 'Cumpleaños',
    DESCRIPCION: 'Un sundae de regalo en el mes de tu cumpleaños, con una compra desde $6.99.',
    FECHA_HASTA: '31/12/2027',
    PR: 0,
    MC: 6.99,
    APC: 1,
    IDPDS: 1602,
    apl: [1602, 1603],
    CLASE: 'CUMPLEANOS',
  },
];

export const certificados: NonNullable<ChainInput['certificados']> = [
  {
    I: 1,
    N: 'Gift card',
    D: 'Regala un combo, un desayuno o un antojo: se usa en cualquier pedido de la app o la web.',
    MONTO: 10,
    COLORES: ['#C8102E', '#FFC72C'],
  },
  {
    I: 2,
    N: 'Gift card',
    D: 'Para compartir un almuerzo: se usa en cualquier pedido de la app o la web.',
    MONTO: 15,
    COLORES: ['#0F5132', '#F2A900'],
  },
  {
    I: 3,
    N: 'Gift card',
    D: 'Para una reunión en familia: se usa en cualquier pedido de la app o la web.',
    MONTO: 25,
    COLORES: ['#1D3557', '#E63946'],
  },
  {
    I: 4,
    N: 'Gift card',
    D: 'El regalo más grande: se usa en uno o varios pedidos hasta agotar el saldo.',
    MONTO: 50,
    COLORES: ['#5B3A1A', '#FFC72C'],
  },
];
