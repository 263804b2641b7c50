import { BRAND, CALL, mail, PRIVACY_MAIL } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

// ---------------------------------------------------------------------------------------
// Políticas de privacidad
// ---------------------------------------------------------------------------------------

export const privacy: Page = {
  CLAVE: 'politicas-de-privacidad',
  TITULO: 'Políticas de privacidad',
  INTRO: `En ${BRAND} cuidamos tus datos personales. Aquí te explicamos qué datos recogemos, para qué los usamos, cuánto tiempo los guardamos y cómo puedes eliminarlos.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'datos-que-recogemos',
      TITULO: '1. Qué datos recogemos',
      TEXTO: list(
        '**Datos de tu cuenta:** nombre, apellido, apodo, correo electrónico, teléfono, fecha de nacimiento y género (si lo indicas).',
        '**Direcciones de entrega:** la dirección, sus referencias y la ubicación que marcas en el mapa.',
        '**Pedidos:** productos, montos, forma de pago, cupones y gift cards usados, fecha y restaurante.',
        '**Pagos con tarjeta:** solo los últimos cuatro dígitos y la marca de la tarjeta; el número completo y el código de seguridad los recibe directamente nuestro procesador de pagos.',
        '**Datos técnicos:** tipo de dispositivo y navegador, y registros de uso necesarios para la seguridad del servicio.',
      ),
    },
    {
      ID: 'para-que',
      TITULO: '2. Para qué los usamos',
      TEXTO: list(
        'Preparar, entregar y darte seguimiento a tus pedidos.',
        'Atender tus consultas y reclamos.',
        'Darte los cupones de bienvenida y de cumpleaños, y aplicar tus cupones y gift cards.',
        'Prevenir fraudes y proteger tu cuenta.',
        'Enviarte promociones, solo si lo aceptas; puedes dejar de recibirlas en cualquier momento.',
      ),
    },
    {
      ID: 'con-quien',
      TITULO: '3. Con quién los compartimos',
      TEXTO:
        'Solo con el restaurante y el repartidor que atienden tu pedido, con el procesador de pagos y con proveedores que nos ayudan a operar el servicio bajo contrato de confidencialidad. **No vendemos tus datos.** Los entregaremos a una autoridad solo cuando la ley lo exija.',
    },
    {
      ID: 'cuanto-tiempo',
      TITULO: '4. Cuánto tiempo los guardamos',
      TEXTO: list(
        'Los datos de tu cuenta y tus direcciones, mientras tengas la cuenta activa.',
        'Los datos de tus pedidos, durante el tiempo que exigen las leyes tributarias y de protección al consumidor (hasta 10 años), sin usarlos para otros fines.',
        'Los registros técnicos de seguridad, hasta 12 meses.',
      ),
    },
    {
      ID: 'eliminar-cuenta',
      TITULO: '5. Cómo eliminar tu cuenta',
      TEXTO: md(
        'Puedes eliminar tu cuenta en cualquier momento desde [Mi perfil › Eliminar cuenta](/profile/delete-account). Al hacerlo borramos tus datos de perfil, tus direcciones y tus favoritos, y pierdes los cupones y el saldo de gift cards asociados a la cuenta.',
        'Los pedidos ya hechos se conservan sin vínculo con tu cuenta durante el plazo legal indicado arriba.',
      ),
    },
    {
      ID: 'tus-derechos',
      TITULO: '6. Tus derechos',
      TEXTO:
        'Puedes consultar y corregir tus datos en [Mi perfil](/profile/user-data), y pedirnos una copia de ellos o que dejemos de usarlos para promociones escribiendo a ' +
        mail(PRIVACY_MAIL) +
        '. Te responderemos en un máximo de 10 días hábiles.',
    },
    {
      ID: 'contacto',
      TITULO: '7. Contacto',
      TEXTO: `Si tienes preguntas sobre esta política, escríbenos a ${mail(PRIVACY_MAIL)} o llama al ${CALL}. Si cambiamos esta política te lo avisaremos en la app antes de que el cambio entre en vigor.`,
    },
  ],
};
