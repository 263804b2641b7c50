import { BRAND, CALL } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

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

export const promotionsTerms: Page = {
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
