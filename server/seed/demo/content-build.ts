import type { ChainInput } from '../schema.ts';

/**
 * The demo chain's content (§2.1, §2.6, §2.12, §9; docs/seed-format.md "Content"): its
 * information pages, announcements and help situations, in Markdown without HTML. The
 * brand and the phones are the server's defaults (server/config.ts): Burger Salvador,
 * call center 2222-0000, events and piñatas 2222-0001.
 */

type Content = NonNullable<ChainInput['contenido']>;
type Page = Content['paginas'][number];

const BRAND = 'Burger Salvador';
const CALL_CENTER = '2222-0000';
const EVENTS = '2222-0001';
const CALL = `[${CALL_CENTER}](tel:${CALL_CENTER.replace('-', '')})`;
const PRIVACY_MAIL = 'privacidad@burgersalvador.com.sv';
const JOBS_MAIL = 'empleos@burgersalvador.com.sv';
const CARE_MAIL = 'servicioalcliente@burgersalvador.com.sv';
const mail = (address: string) => `[${address}](mailto:${address})`;

/** Markdown blocks separated by a blank line. */
const md = (...blocks: string[]) => blocks.join('\n\n');
/** A Markdown bullet list. */
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** The banner that leads to the app announcement (menu-build.ts banners). */
export const ANNOUNCEMENT_BANNER = 806;
/** The announcement that banner opens (/announcement/{id}). */
export const BANNER_ANNOUNCEMENT = 1;

// ---------------------------------------------------------------------------------------
// Preguntas frecuentes
// ---------------------------------------------------------------------------------------

const faq: Page = {
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
        'En horas de mucha demanda, con lluvia o en zonas alejadas el tiempo puede ser mayor; siempre te mostramos el tiempo estimado antes de pagar y puedes seguir tu pedido en [Mis pedidos](/orders).',
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
        'Si ya pasó el tiempo estimado y tu pedido no ha llegado, llámanos al ' +
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

// ---------------------------------------------------------------------------------------
// Términos de uso
// ---------------------------------------------------------------------------------------

const terms: Page = {
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

// ---------------------------------------------------------------------------------------
// Políticas de privacidad
// ---------------------------------------------------------------------------------------

const privacy: Page = {
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

// ---------------------------------------------------------------------------------------
// T&C de las promociones (§2.12, §9)
// ---------------------------------------------------------------------------------------

const COMMON_TERMS = list(
  'Compra mínima de **$7.50** en la app, en la web y a domicilio.',
  'Cada cupón se puede usar **una sola vez por usuario**.',
  'No acumulable con otras promociones ni canjeable por efectivo.',
  'Sujeto a disponibilidad de producto en el restaurante.',
  `Consultas al Call Center ${CALL}.`,
);

const promotionsTerms: Page = {
  CLAVE: 'politicas-promociones',
  TITULO: 'Términos y condiciones de promociones',
  INTRO: `Condiciones de las promociones de ${BRAND} vigentes en El Salvador. ${BRAND} se reserva el derecho de modificar o cancelar cualquier promoción, avisándolo en la app y en este sitio, y de solicitar documento de identidad a los ganadores. Las promociones aplican únicamente en El Salvador.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'experiencias-octubre',
      TITULO: 'Experiencias de octubre: Bolsa de temporada',
      TEXTO: md(
        'La **Bolsa de temporada** tiene un precio especial de **$15.99** y se vende únicamente los días **10, 17, 24 y 31 de octubre de 2025**, de **11:00 a 20:00**.',
        COMMON_TERMS,
        'Disponible para pedidos en restaurante, para llevar y a domicilio dentro del área de cobertura de cada restaurante.',
      ),
    },
    {
      ID: 'promociones-octubre',
      TITULO: 'Promociones de octubre: Segundo combo a $2.99',
      TEXTO: md(
        'Al comprar un combo, el **segundo combo** de igual o menor valor cuesta **$2.99**, los **lunes y miércoles** del **1 de agosto al 31 de diciembre de 2025**, de **11:00 a 20:00**.',
        COMMON_TERMS,
        'Aplica en la app, en la web y a domicilio. No aplica en combos de desayuno ni en cajas familiares.',
      ),
    },
    {
      ID: 'reales',
      TITULO: 'Cupones de Bolsa de ahorro',
      TEXTO: md(
        'Los cupones de las bolsas de ahorro son válidos del **15 de julio al 30 de septiembre de 2025**.',
        'Horario de canje de los cupones de combos: de **07:00 a 10:30** (desayunos) o de **11:00 a 20:00** (almuerzo y cena), según indique cada cupón.',
        'Áreas de cobertura a domicilio de cada bolsa de ahorro:',
        list(
          '**Bolsa de ahorro Capital:** San Salvador, Mejicanos, Soyapango y Apopa.',
          '**Bolsa de ahorro La Libertad:** Santa Tecla, Antiguo Cuscatlán y Colón (Lourdes).',
          '**Bolsa de ahorro Occidente:** Santa Ana y Sonsonate.',
          '**Bolsa de ahorro Oriente:** San Miguel.',
        ),
        COMMON_TERMS,
      ),
    },
    {
      ID: 'app-web',
      TITULO: 'Promociones exclusivas de la app y la web',
      TEXTO: md(
        'Los cupones publicados en la sección [Cupones](/coupons) de la app y la web son válidos del **1 de octubre al 31 de diciembre de 2025**, en los días y horarios indicados en cada cupón.',
        COMMON_TERMS,
        'Para canjearlos debes iniciar sesión con tu cuenta; los cupones con código promocional también los puede usar un invitado.',
      ),
    },
    {
      ID: 'cupones-digitales',
      TITULO: 'Cupones digitales',
      TEXTO: md(
        'Los cupones digitales se aplican al agregar a tu bolsa uno de los productos indicados en el cupón. Los cupones con horario de combos se canjean de **07:00 a 10:30** o de **11:00 a 20:00**.',
        list(
          'Un cupón por pedido y **una sola vez por usuario**.',
          'Compra mínima de **$7.50** en la app, la web y a domicilio.',
          'El descuento se aplica al producto de menor precio al que aplica el cupón, cuando así se indica.',
          'Si cancelas un pedido con cupón, el cupón vuelve a estar disponible mientras siga vigente.',
        ),
      ),
    },
    {
      ID: 'bienvenida',
      TITULO: 'Cupón de bienvenida',
      TEXTO: md(
        'Al crear y validar tu cuenta recibes un **cupón de bienvenida** para tu **primera compra en la app**, válido durante los **15 días** siguientes a la validación de tu cuenta.',
        list(
          'Se usa una sola vez y solo en la primera compra de la cuenta.',
          'Compra mínima de **$7.50**.',
          'No acumulable con otras promociones.',
        ),
      ),
    },
    {
      ID: 'cumple',
      TITULO: 'Cupón de cumpleaños',
      TEXTO: md(
        'Durante el mes de tu cumpleaños recibes un **regalo de cumpleaños** en la app, que puedes canjear con una compra desde **$6.99**.',
        list(
          'Debes tener registrada tu fecha de nacimiento en [Mi perfil](/profile/user-data) antes del inicio del mes de tu cumpleaños.',
          'Se usa una sola vez por año y por usuario.',
          'No acumulable con otras promociones.',
        ),
      ),
    },
    {
      ID: 'aperturas',
      TITULO: 'Aperturas: restaurante Centro Histórico (09 de abril de 2025)',
      TEXTO: md(
        `Con motivo de la apertura del restaurante ${BRAND} Centro Histórico, en el centro de San Salvador, el **09 de abril de 2025**, las **tres primeras personas en la fila** ganan:`,
        list(
          '**Primer lugar:** un año de combos de hamburguesa gratis: 12 combos, cada uno con una hamburguesa, papas regulares y una bebida de 16 oz con refill.',
          '**Segundo lugar:** un año de chili con carne gratis: 12 chili con carne regulares, cada uno con 2 galletas.',
          '**Tercer lugar:** un año de postre helado pequeño gratis: 12 postres de vainilla o chocolate, sujeto a disponibilidad.',
        ),
        'Condiciones:',
        list(
          'Los ganadores deben ser mayores de edad y presentar su documento de identidad.',
          'Se entrega **un cupón por mes por premio**, de **abril de 2025 a marzo de 2026**.',
          'Los cupones no se reponen en caso de pérdida y no requieren compra adicional.',
          'Válidos en restaurantes y food courts de ' + BRAND + '.',
          'No aplican en kioscos, autoservicio, aeropuerto, servicio a domicilio por teléfono, web ni app.',
          `${BRAND} se reserva el derecho de modificar o cancelar esta promoción y de solicitar a los ganadores su documento de identidad. Promoción válida únicamente en El Salvador; para cualquier consulta, llama al Call Center ${CALL}.`,
        ),
      ),
    },
  ],
};

// ---------------------------------------------------------------------------------------
// Acerca de y empleos
// ---------------------------------------------------------------------------------------

const about: Page = {
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

const jobs: Page = {
  CLAVE: 'empleos',
  TITULO: 'Trabaja con nosotros',
  INTRO: `¿Te gusta el trabajo en equipo y atender bien a la gente? En ${BRAND} buscamos personas con ganas de crecer.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'puestos',
      TITULO: 'Puestos disponibles',
      TEXTO: list(
        '**Cajero/a y atención al cliente:** en restaurantes y food courts; turnos de mañana, tarde o fin de semana.',
        '**Cocinero/a de parrilla:** preparación de hamburguesas y acompañamientos con nuestros estándares de calidad.',
        '**Repartidor/a en motocicleta:** con licencia de conducir vigente y motocicleta propia; te damos equipo de seguridad.',
        '**Supervisor/a de turno:** experiencia de al menos un año coordinando equipos en restaurantes.',
        '**Personal de limpieza y mantenimiento.**',
      ),
    },
    {
      ID: 'requisitos',
      TITULO: 'Requisitos',
      TEXTO: list(
        'Ser mayor de 18 años (16 años para puestos de medio tiempo con permiso de tus padres o responsables).',
        'DUI o carné de minoridad vigente.',
        'Bachillerato o estudios en curso (no indispensable para todos los puestos).',
        'Disponibilidad de horario y buena actitud de servicio.',
      ),
    },
    {
      ID: 'como-aplicar',
      TITULO: 'Cómo aplicar',
      TEXTO: md(
        `Envía tu hoja de vida a ${mail(JOBS_MAIL)} con el asunto **"Empleo – puesto – ciudad"** (por ejemplo: "Empleo – Cocinero – Santa Tecla").`,
        'También puedes dejarla en cualquiera de nuestros restaurantes, de lunes a viernes de 9:00 a 16:00. Revisamos todas las solicitudes y te contactamos por teléfono si tu perfil coincide con una plaza abierta.',
      ),
    },
    {
      ID: 'beneficios',
      TITULO: 'Lo que ofrecemos',
      TEXTO: list(
        'Salario competitivo y todas las prestaciones de ley (ISSS y AFP).',
        'Comida en tu turno y uniforme.',
        'Horarios flexibles compatibles con tus estudios.',
        'Capacitación y plan de carrera: muchos de nuestros gerentes empezaron en caja o en cocina.',
      ),
    },
  ],
};

// ---------------------------------------------------------------------------------------
// Anuncios (§2.1 /trivia, /announcement/{id})
// ---------------------------------------------------------------------------------------

const anuncios: Content['anuncios'] = [
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

// ---------------------------------------------------------------------------------------
// Ayuda (§2.6 the assistant's situations; plain text)
// ---------------------------------------------------------------------------------------

const ayuda: Content['ayuda'] = [
  {
    I: 1,
    PREGUNTA: 'Mi pedido no ha llegado',
    RESPUESTA: `Revisa el estado de tu pedido en Mis pedidos: ahí verás si está en preparación, en camino o entregado, y la hora estimada de entrega.\n\nSi ya pasó la hora estimada, llama al Call Center ${CALL_CENTER} con el número de tu pedido y te diremos dónde está.`,
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
    RESPUESTA: `Antes de confirmar: toca Cambiar en la dirección de la parte superior y elige o marca otra dirección.\n\nSi ya confirmaste el pedido, llama de inmediato al ${CALL_CENTER}: si el restaurante aún no lo despachó y la nueva dirección está dentro de la cobertura, lo cambiamos.`,
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

/** The demo chain's `contenido`. */
export const contenido: Content = {
  paginas: [faq, terms, privacy, promotionsTerms, about, jobs],
  anuncios,
  ayuda,
};
