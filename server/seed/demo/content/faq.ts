import { BRAND, CALL, CARE_MAIL, mail } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

// ---------------------------------------------------------------------------------------
// Preguntas frecuentes
// ---------------------------------------------------------------------------------------

export const faq: Page = {
  CLAVE: 'preguntas-frecuentes',
  TITULO: 'Preguntas frecuentes',
  INTRO: `Aquí respondemos las dudas más comunes sobre tus pedidos en ${BRAND}. Si no encuentras lo que buscas, llámanos al ${CALL}.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'tiempo-de-entrega',
      TITULO: '¿Cuánto tarda en llegar mi pedido a domicilio?',
      TEXTO: md(
        'La mayoría de pedidos llega en **30 a 45 minutos** desde que confirmas tu compra. En zonas con garantía de entrega, si tu pedido tarda más de 30 minutos por causas atribuibles al restaurante, te compensamos con un cupón para tu próxima compra.',
        'En horas de mucha demanda, con lluvia o en zonas alejadas el tiempo puede ser mayor; puedes seguir el estado de tu pedido en [Mis pedidos](/orders).',
      ),
    },
    {
      ID: 'cobertura',
      TITULO: '¿A qué zonas llevan pedidos a domicilio?',
      TEXTO: md(
        'Llevamos pedidos en San Salvador, Mejicanos, Soyapango, Apopa, Antiguo Cuscatlán, Santa Tecla, Colón (Lourdes), Santa Ana, Sonsonate, San Miguel y Zacatecoluca, dentro del área de cobertura de cada restaurante.',
        'Para saber si llegamos a tu dirección, elige **Entrega a domicilio** en [el selector de entrega](/delivery) y marca tu ubicación en el mapa. Si tu dirección queda fuera de cobertura, puedes pedir para recoger en el restaurante más cercano. También puedes ver todos nuestros restaurantes en [Tiendas](/tiendas).',
      ),
    },
    {
      ID: 'pedido-minimo',
      TITULO: '¿Hay un monto mínimo de compra?',
      TEXTO:
        'Sí. El pedido mínimo en la app, en la web y a domicilio es de **$7.50**, sin contar el cargo de envío. Si tu bolsa no llega al mínimo, te lo indicamos antes de pasar al pago.',
    },
    {
      ID: 'formas-de-pago',
      TITULO: '¿Qué formas de pago aceptan?',
      TEXTO: md(
        'Puedes pagar con:',
        list(
          '**Efectivo** al recibir tu pedido o al recogerlo. Indica con cuánto pagarás para que el repartidor lleve tu cambio.',
          '**Tarjeta de crédito o débito** Visa o Mastercard, en línea al confirmar tu pedido.',
          '**Gift card** de ' +
            BRAND +
            ': usa su saldo total o parcial y completa la diferencia con otra forma de pago.',
        ),
      ),
    },
    {
      ID: 'seguridad-tarjeta',
      TITULO: '¿Es seguro pagar con tarjeta en la app?',
      TEXTO: md(
        'Sí. Los datos de tu tarjeta se escriben directamente en el formulario seguro de nuestro procesador de pagos y viajan cifrados. ' +
          BRAND +
          ' **no guarda el número completo ni el código de seguridad** de tu tarjeta.',
        'Nunca te pediremos datos de tu tarjeta por teléfono, WhatsApp ni correo electrónico. Si alguien lo hace en nuestro nombre, no los compartas y repórtalo al ' +
          CALL +
          '.',
      ),
    },
    {
      ID: 'cupones',
      TITULO: '¿Cómo uso un cupón?',
      TEXTO: md(
        'Entra a [Cupones](/coupons), elige el cupón y agrega a tu bolsa uno de los productos a los que aplica. Si tienes un código promocional, escríbelo en el campo **Código promocional** de la misma pantalla.',
        'Cada cupón se puede usar **una sola vez por usuario**, no se combina con otras promociones y respeta los días y horarios indicados en el cupón. Los detalles de cada promoción están en los [Términos y condiciones de promociones](/politicas-promociones).',
      ),
    },
    {
      ID: 'gift-cards',
      TITULO: '¿Cómo funcionan las gift cards?',
      TEXTO: md(
        'Compra una gift card en [Gift Cards](/certificates) para ti o para regalar: la persona que la recibe obtiene un código por correo electrónico y la activa en su cuenta.',
        'El saldo de la gift card se descuenta de tus pedidos hasta agotarse y puedes consultarlo en tu perfil. Las gift cards no se canjean por efectivo ni se reponen en caso de pérdida del código.',
      ),
    },
    {
      ID: 'cuenta',
      TITULO: '¿Necesito una cuenta para pedir?',
      TEXTO: md(
        'Puedes pedir como invitado con tu nombre, teléfono y correo. Con una [cuenta](/signup) guardas tus direcciones y favoritos, ves el historial de tus pedidos y recibes cupones exclusivos, como el de bienvenida y el de cumpleaños.',
        'Si olvidaste tu contraseña, usa [¿Olvidaste tu contraseña?](/forgot-password) y te enviaremos un enlace a tu correo para crear una nueva.',
      ),
    },
    {
      ID: 'datos-personales',
      TITULO: '¿Qué hacen con mis datos personales?',
      TEXTO: md(
        'Usamos tus datos solo para preparar y entregar tus pedidos, atenderte y, si lo aceptas, enviarte promociones. No vendemos tus datos a terceros.',
        'Puedes cambiar tus datos en [Mi perfil](/profile/user-data) y eliminar tu cuenta cuando quieras en [Eliminar cuenta](/profile/delete-account). Lee todos los detalles en nuestras [Políticas de privacidad](/politicasDePrivacidad).',
      ),
    },
    {
      ID: 'pedido-tarde',
      TITULO: 'Mi pedido se está tardando, ¿qué hago?',
      TEXTO: md(
        'Revisa el estado de tu pedido en [Mis pedidos](/orders): ahí verás si está en preparación, en camino o entregado.',
        'Si ya pasaron más de 45 minutos y tu pedido no ha llegado, llámanos al ' +
          CALL +
          ' con el número de tu pedido a mano y te diremos exactamente dónde está.',
      ),
    },
    {
      ID: 'pedido-incorrecto',
      TITULO: 'Recibí un producto equivocado o incompleto',
      TEXTO: md(
        'Lo sentimos mucho. Llámanos al ' +
          CALL +
          ' o escríbenos a ' +
          mail(CARE_MAIL) +
          ' dentro de las 24 horas siguientes a la entrega, con el número de tu pedido y una foto de lo que recibiste.',
        'Según el caso, te enviamos lo que faltó, cambiamos el producto o te devolvemos el valor por el mismo medio con el que pagaste.',
      ),
    },
    {
      ID: 'cancelar-pedido',
      TITULO: '¿Puedo cancelar mi pedido?',
      TEXTO: md(
        'Puedes cancelar un pedido mientras el restaurante no haya empezado a prepararlo. Llama al ' +
          CALL +
          ' lo antes posible con el número de tu pedido.',
        'Si pagaste con tarjeta, la devolución se hace a la misma tarjeta y puede tardar de 5 a 10 días hábiles en reflejarse, según tu banco. Si usaste un cupón o una gift card, te los devolvemos para que los uses de nuevo.',
      ),
    },
    {
      ID: 'pedido-futuro',
      TITULO: '¿Puedo programar un pedido para más tarde?',
      TEXTO: md(
        'Sí. Al elegir tu forma de entrega, selecciona **Pedido futuro** y escoge el día y la hora en que lo quieres recibir o recoger, dentro del horario del restaurante.',
        'Los pedidos futuros se programan con al menos 45 minutos de anticipación. Verás la hora elegida en la parte superior de la pantalla mientras armas tu pedido.',
      ),
    },
    {
      ID: 'cobro-sin-pedido',
      TITULO: 'Me cobraron pero no veo mi pedido',
      TEXTO:
        'A veces el banco retiene el monto unos minutos aunque el pago no se haya completado. Revisa [Mis pedidos](/orders): si el pedido no aparece, la retención se libera sola en unos días. Si el pedido no aparece y el cobro sí se completó, llámanos al ' +
        CALL +
        ' y lo resolvemos.',
    },
  ],
};
