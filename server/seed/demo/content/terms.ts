import { BRAND, CALL, CARE_MAIL, mail } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

// ---------------------------------------------------------------------------------------
// Términos de uso
// ---------------------------------------------------------------------------------------

export const terms: Page = {
  CLAVE: 'terminos-de-uso',
  TITULO: 'Términos de uso',
  INTRO: `Estos términos regulan el uso de la app y del sitio web de ${BRAND} para hacer pedidos. Al usarlos aceptas estos términos; si no estás de acuerdo, por favor no los uses.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'el-servicio',
      TITULO: '1. El servicio',
      TEXTO: md(
        `La app y el sitio web permiten consultar el menú de ${BRAND}, hacer pedidos para entrega a domicilio o para recoger en restaurante, pagarlos y darles seguimiento.`,
        'Los precios, productos, promociones y horarios pueden cambiar sin previo aviso y dependen del restaurante que prepara tu pedido. El precio que pagas es el que se muestra al confirmar tu pedido.',
      ),
    },
    {
      ID: 'cuenta',
      TITULO: '2. Tu cuenta',
      TEXTO: md(
        'Para crear una cuenta debes tener al menos **16 años** y dar datos verdaderos. Eres responsable de cuidar tu contraseña y de los pedidos hechos con tu cuenta.',
        'Podemos suspender cuentas usadas para fraude, abuso de promociones o pedidos falsos. Puedes eliminar tu cuenta cuando quieras desde [Eliminar cuenta](/profile/delete-account).',
      ),
    },
    {
      ID: 'pedidos',
      TITULO: '3. Pedidos',
      TEXTO: md(
        list(
          'El pedido mínimo en la app, la web y a domicilio es de $7.50.',
          'Un pedido queda confirmado cuando recibes su número. Revisa tu dirección y tu teléfono antes de confirmar: el repartidor los usará para encontrarte.',
          'Los tiempos de entrega son estimados y pueden variar por demanda, clima o tráfico.',
          'Los pedidos futuros se programan con al menos 45 minutos de anticipación y dentro del horario del restaurante.',
          'Si no podemos preparar algún producto, te contactaremos para ofrecerte un cambio o la devolución de su valor.',
        ),
      ),
    },
    {
      ID: 'pagos',
      TITULO: '4. Pagos',
      TEXTO: md(
        'Aceptamos efectivo, tarjetas de crédito o débito y gift cards. Los pagos con tarjeta los procesa un proveedor de pagos certificado; no guardamos los datos completos de tu tarjeta.',
        'Las devoluciones se hacen por el mismo medio de pago usado. El tiempo en que se reflejan depende de tu banco.',
      ),
    },
    {
      ID: 'promociones',
      TITULO: '5. Cupones y promociones',
      TEXTO:
        'Los cupones y promociones tienen sus propias condiciones, publicadas en los [Términos y condiciones de promociones](/politicas-promociones). No son canjeables por efectivo ni acumulables, salvo que se indique lo contrario.',
    },
    {
      ID: 'uso-aceptable',
      TITULO: '6. Uso aceptable',
      TEXTO:
        'No uses la app ni el sitio para hacer pedidos falsos, probar tarjetas ajenas, automatizar pedidos o intentar acceder a datos de otras personas. Podemos cancelar pedidos y cuentas relacionados con estos usos y dar aviso a las autoridades.',
    },
    {
      ID: 'responsabilidad',
      TITULO: '7. Responsabilidad',
      TEXTO: `${BRAND} hace lo posible para que la app y el sitio estén disponibles y sin errores, pero pueden tener interrupciones por mantenimiento o causas ajenas. Nuestra responsabilidad por un pedido se limita al valor pagado por ese pedido.`,
    },
    {
      ID: 'contacto',
      TITULO: '8. Contacto y legislación',
      TEXTO: md(
        `Para cualquier consulta sobre estos términos llama al ${CALL} o escribe a ${mail(CARE_MAIL)}.`,
        'Estos términos se rigen por las leyes de la República de El Salvador, incluida la Ley de Protección al Consumidor.',
      ),
    },
  ],
};
