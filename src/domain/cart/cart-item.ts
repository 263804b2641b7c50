import type { Channel, ImageSet } from '../menu';
import { centsAdd, type Cents } from '../money';
import type { ProductId } from '../product-id';

/** §3.4 the types a cart line can have. */
export type CartItemType = 'PRD' | 'CMB' | 'ESF' | 'ESM' | 'ATP' | 'PROMO';
/** §4.5 types held as one entry with a list of configured units. */
export type CartGroupedType = 'CMB' | 'ESF' | 'ESM' | 'ATP';
/** §3.5 discount type derived from a coupon: percent, amount or fixed price. */
export type CartDiscountType = 'PORCENTAJE' | 'MONTO' | 'PRECIO';

/** §3.4 ingredient of a configured unit. Comments give each field's §3.4 key. */
export interface CartIngredient {
  /** idpmn */
  menuId: number;
  /** tipoIngrediente: A added, D default, Q removed */
  change: 'A' | 'D' | 'Q';
  /** tipo: T topping, E specialty */
  kind: 'T' | 'E';
  /** m1: on the first half (both halves when the unit is not half-and-half) */
  onFirstHalf: boolean;
  /** m2 */
  onSecondHalf: boolean;
  /** nombre */
  name: string;
  /** img */
  image: string;
  /** tmb */
  thumbnail: string;
  /** lstIngredientes */
  ingredients: CartIngredient[];
}

/** §3.4 option entry of a configured unit. Comments give each field's §3.4 key. */
export interface CartOptionEntry {
  /** tipo */
  type: 'O' | 'ATP' | 'P';
  /** iddmn: the menu-detail row the option hangs from (§3.4 gives no more; kept as sent) */
  menuDetailId: number | null;
  /** iddom: the chosen choice (OPS I) */
  choiceId: number | null;
  /** idomn: the option (O I) */
  optionId: number;
  /** idpmn: the product the choice stands for (OPS C), if any */
  menuId: ProductId | null;
  /** nombre */
  name: string;
  /** group */
  groupId: number | null;
  /** base */
  baseId: number | null;
  /** tamanio */
  sizeId: number | null;
  /** permiteMitad */
  allowsHalves: boolean;
  /** precioBaseTamanio */
  sizeBasePrice: Cents;
  /** precioIngrediente */
  ingredientPrice: Cents;
  /** precioEspecialidad */
  specialtyPrice: Cents;
  /** oculto */
  hidden: boolean;
  /** opciones: nested choices (a P option's configured product, an ATP step's picks) */
  choices: CartOptionEntry[];
  /** precioAdicional */
  extraPrice: Cents;
  /** canal */
  channel: Channel;
  /** lstIngredientes */
  ingredients: CartIngredient[];
}

/** §3.4 one configured unit in the list of a CMB, ESF, ESM or ATP entry. */
export interface CartUnit {
  /** ordenAgregado of the unit: quantity changes add or remove units by it (§4.5) */
  addedOrder: number;
  /** P of the order line entry: the price of this configured unit */
  price: Cents;
  /** O of the order line entry */
  options: CartOptionEntry[];
}

/**
 * §3.4 cart item in readable names; comments give each field's §3.4 key for the protocol
 * adapter. A PRD row is one unit (quantity 1); a grouped entry's price is the sum of its units.
 */
export interface CartItem {
  /** idpmn */
  menuId: ProductId;
  /** idpds: product id or image reference (menu IS) */
  productRef: string;
  /** tipo */
  type: CartItemType;
  /** nombre */
  name: string;
  /** precio: the row's price; for grouped entries the sum of the units' prices */
  price: Cents;
  /** precioBase */
  basePrice: Cents;
  /** precioProductoOriginal */
  originalPrice: Cents;
  /** cantidad: 1 for a PRD row, the number of units for a grouped entry */
  quantity: number;
  /** list */
  units: CartUnit[];
  /** ordenAgregado: insertion order; a grouped entry keeps its first unit's */
  addedOrder: number;
  /** parentOrdenAgregado: the row (or unit) this promo item hangs from */
  parentAddedOrder: number | null;
  /** ventaSugerida (0/1) */
  suggestedSale: boolean;
  /** isPromo */
  isPromo: boolean;
  /** promoId: the promotion a promo row is, or a content row was added by */
  promoId: number | null;
  /** IP: promotion id sent with the line */
  promotionId: number | null;
  /** IA: a promo row is applied; a product row is one a promotion applies to */
  applied: boolean;
  /** apl: menu ids the promotion or coupon applies to */
  appliesTo: ProductId[];
  /** not a §3.4 key: the promotion's AM or the coupon's APLICA_MENOR (§3.5), needed by §4.5 */
  applyToLowest: boolean;
  /** TP: coupon marker */
  isCoupon: boolean;
  /** PID: the coupon id (IDPRO) */
  couponId: number | null;
  /** DSC: discount type of a coupon line */
  discountType: CartDiscountType | null;
  /** MC: minimum purchase */
  minimumPurchase: Cents | null;
  /** limitado: geo-dependent product (menu X = 2) */
  geoLimited: boolean;
  /** canal */
  channel: Channel;
  /** diasHabilitado: Monday..Sunday */
  weekdays: boolean[];
  /** cuponInput: the code the customer typed */
  couponCode: string | null;
  /** image routes: webp and jpg, small and medium */
  images: ImageSet;
}

/** §4.5 whether a type is held as one entry with a list of configured units. */
export function cartItemIsGrouped(type: string): type is CartGroupedType {
  return type === 'CMB' || type === 'ESF' || type === 'ESM' || type === 'ATP';
}

/** §4.5 the ordenAgregado of every unit a row holds (its own for a PRD or promo row). */
export function cartItemUnitOrders(item: CartItem): number[] {
  return cartItemIsGrouped(item.type) ? item.units.map((u) => u.addedOrder) : [item.addedOrder];
}

/** §3.4 a grouped entry with a new list of units: its quantity and price follow the list. */
export function cartItemWithUnits(item: CartItem, units: CartUnit[]): CartItem {
  return { ...item, units, quantity: units.length, price: centsAdd(...units.map((u) => u.price)) };
}
