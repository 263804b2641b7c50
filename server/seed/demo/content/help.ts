import { CALL_CENTER, CARE_MAIL, EVENTS } from './brand.ts';
import type { Content } from './content-types.ts';

// ---------------------------------------------------------------------------------------
// Ayuda (§2.6 the assistant's situations; plain text)
// ---------------------------------------------------------------------------------------

export const ayuda: Content['ayuda'] = [
  {
    I: 1,
    PREGUNTA: 'Mi pedido no ha llegado',
    RESPUESTA: `Revisa el estado de tu pedido en Mis pedidos: ahí verás si está en preparación, en camino o entregado.\n\nSi ya pasaron más de 45 minutos desde que lo confirmaste, llama al Call Center ${CALL_CENTER} con el número de tu pedido y te diremos dónde está.`,
  },
  {
    I: 2,
    PREGUNTA: 'Mi pedido llegó incompleto o equivocado',
    RESPUESTA: `Lo sentimos. Llama al Call Center ${CALL_CENTER} dentro de las 24 horas siguientes a la entrega, con el número de tu pedido y, si puedes, una foto de lo que recibiste.\n\nTe enviaremos lo que faltó, cambiaremos el producto o te devolveremos su valor.`,
  },
  {
    I: 3,
    PREGUNTA: 'Me cobraron pero no tengo pedido',
    RESPUESTA: `Revisa Mis pedidos: si el pedido aparece, está en proceso. Si no aparece, tu banco pudo haber retenido el monto sin completar el cobro; esa retención se libera sola en unos días.\n\nSi el cobro aparece como completado en tu estado de cuenta y no tienes pedido, llama al ${CALL_CENTER} y lo resolvemos.`,
  },
  {
    I: 4,
    PREGUNTA: 'Quiero cambiar la dirección de entrega',
    RESPUESTA: `Antes de confirmar: en tu bolsa toca Continuar y elige o marca otra dirección en la pantalla de entrega. En una computadora también puedes tocar Cambiar junto a la dirección, arriba de la página.\n\nSi ya confirmaste el pedido, llama de inmediato al ${CALL_CENTER}: si el restaurante aún no lo despachó y la nueva dirección está dentro de la cobertura, lo cambiamos.`,
  },
  {
    I: 5,
    PREGUNTA: 'Mi cupón no se aplica',
    RESPUESTA:
      'Revisa que tu bolsa tenga uno de los productos a los que aplica el cupón, que sea el día y el horario del cupón, y que tu compra llegue al mínimo de $7.50.\n\nCada cupón se usa una sola vez por usuario y no se combina con otras promociones. Los cupones de la app necesitan que inicies sesión.',
  },
  {
    I: 6,
    PREGUNTA: 'Olvidé mi contraseña',
    RESPUESTA:
      'En Iniciar sesión toca ¿Olvidaste tu contraseña?, escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva.\n\nSi no ves el correo en unos minutos, revisa la carpeta de correo no deseado.',
  },
  {
    I: 7,
    PREGUNTA: 'Quiero eliminar mi cuenta',
    RESPUESTA:
      'Inicia sesión y entra a Mi perfil, pestaña Eliminar Cuenta. Al eliminarla borramos tus datos de perfil, direcciones y favoritos, y pierdes tus cupones y el saldo de gift cards de la cuenta.',
  },
  {
    I: 8,
    PREGUNTA: 'Quiero hablar con alguien',
    RESPUESTA: `Llama al Call Center ${CALL_CENTER}, todos los días de 7:00 a 22:00, o escribe a ${CARE_MAIL}.\n\nPara eventos y piñatas llama al ${EVENTS}.`,
  },
];
