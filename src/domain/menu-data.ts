import type { Category, MenuProduct } from './menu';
import type { Cents } from './money';
import type { ProductId } from './product-id';

/** §3.3 size of a combo or configurable product. */
export interface ProductSize {
  id: number;
  menuId: ProductId;
  name: string;
  extraPrice: Cents;
  order: number;
}

/** §3.3 base (bread) and size pair. */
export interface BaseSize {
  menuId: ProductId;
  baseId: number;
  name: string;
  sizeId: number;
  extraPrice: Cents;
  allowsHalves: boolean;
  specialtyPrice: Cents;
  ingredientPrice: Cents;
}

/** §3.5 promotion: exactly one of percent, amount, fixedPrice prices it. */
export interface Promotion {
  id: number;
  label: string;
  percent: number | null;
  amount: Cents | null;
  fixedPrice: Cents | null;
  minimum: Cents | null;
  applyToLowest: boolean;
  appliesTo: ProductId[];
  items: ProductId[];
  validUntil: string;
}

/** §3.3 item schedule row. */
export interface ItemSchedule {
  menuId: ProductId;
  from: string;
  to: string;
}

/** §3.8 timed message. */
export interface TimedMessage {
  type: string;
  weekdays: boolean[];
  start: string;
  end: string;
  text: string;
}

/** §3.3 menu parameters, typed; `raw` keeps every string as sent. */
export interface MenuParameters {
  minimumOrder: Cents;
  openingTime: string;
  closingTime: string;
  futureOrdersDisabled: boolean;
  certificatesEnabled: boolean;
  cashEnabled: boolean;
  pickupDisabled: boolean;
  dummyGateway: boolean;
  /** §1 / §3.9 FAKE_CASH 'S': ordering is allowed whatever the country code */
  fakeCash: boolean;
  breakfastStart: string;
  breakfastEnd: string;
  maxItems: number;
  minFutureMinutes: number;
  callCenterPhone: string;
  eventsPhone: string;
  chainName: string;
  raw: Record<string, string>;
}

/** §3.3 everything data/getData carries, in readable names. */
export interface MenuData {
  categories: Category[];
  products: MenuProduct[];
  sizes: ProductSize[];
  bases: BaseSize[];
  promotions: Promotion[];
  schedules: ItemSchedule[];
  messages: TimedMessage[];
  optionGroups: { id: number; name: string }[];
  carousel: number[];
  countryCode: string;
  currency: { code: string; symbol: string };
  parameters: MenuParameters;
}

/** §3.3 image record of data/getImages; FUNCION 'BANNER' rows are banners. */
export interface ImageRecord {
  kind: 'categoria' | 'producto' | 'opcion';
  role: 'card' | 'tab' | 'BANNER';
  reference: string;
  extension: 'jpg' | 'webp' | 'gif';
  url: string;
  /** banners: where it leads and its alt text */
  link: string | null;
  alt: string;
}
