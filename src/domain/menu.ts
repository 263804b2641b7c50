import type { Cents } from './money';
import type { ProductId } from './product-id';

/** §3.3 where a category shows: everywhere, phones only or large screens only. */
export type CategoryDisplay = 'TODOS' | 'MOBILE' | 'DESKTOP';
export type DeviceKind = 'mobile' | 'desktop';
/** §3.3 product types. */
export type ProductType = 'PRD' | 'CMB' | 'ATP' | 'ESM' | 'ESF' | 'FAK' | 'PROMO';
/** §9 delivery channel codes: all, home only, take-away only. */
export type Channel = 'TODOS' | 'DOMI' | 'LLEV';

export interface ImageSet {
  smallJpg: string;
  smallWebp: string;
  mediumJpg: string;
  mediumWebp: string;
}

/** §3.3 main category (parentId null) or sub-category. */
export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  urlCode: string | null;
  display: CategoryDisplay;
  /** category kind; 'ECM' filters favourites */
  kind: string;
  order: number;
  images: { mediumJpg: string; mediumWebp: string };
}

export interface OptionChoice {
  id: number;
  /** menu id of the product this choice stands for, if any */
  menuId: ProductId | null;
  name: string;
  description: string;
  extraPrice: Cents;
  sizeId: number | null;
  groupId: number | null;
}

export interface ProductOption {
  type: 'O' | 'P' | 'ATP';
  id: number;
  name: string;
  description: string;
  defaultChoiceId: number | null;
  sizeId: number | null;
  groupId: number | null;
  hidden: boolean;
  min: number;
  max: number;
  choices: OptionChoice[];
}

export interface Ingredient {
  id: number;
  name: string;
  price: Cents;
  kind: 'topping' | 'specialty';
}

/** §3.3 TDE (default) / TDI (extra) ingredient limits. */
export interface IngredientLimits {
  min: number;
  max: number;
  maxExtras: number | null;
  list: Ingredient[];
}

/** §3.3 menu product. */
export interface MenuProduct {
  id: ProductId;
  imageRef: string;
  name: string;
  description: string;
  price: Cents;
  categoryId: number;
  type: ProductType;
  geoRestricted: boolean;
  channel: Channel;
  hidden: boolean;
  isNew: boolean;
  /** Monday..Sunday */
  weekdays: boolean[];
  order: number;
  urlCode: string | null;
  breakfast: boolean;
  images: ImageSet;
  options: ProductOption[];
  defaultIngredients: IngredientLimits | null;
  extraIngredients: IngredientLimits | null;
}
