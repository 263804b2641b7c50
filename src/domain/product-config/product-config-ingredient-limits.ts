import type { MenuProduct } from '../menu';
import { productConfigHalves } from './product-config-halves';
import type {
  ProductConfigHalf,
  ProductConfigIngredients,
  ProductConfigState,
} from './product-config-state';

/**
 * §3.3 / §4.8 the ingredient limits of a product. Defaults (TDE): `min` must stay, `max` at
 * most when putting removed ones back. Extras (TDI): OPA (else TDI max) per half or whole
 * unit; TDI max for the distinct extras of the whole unit; TDI min extras required.
 */
export interface ProductConfigLimits {
  defaultsMin: number;
  defaultsMax: number;
  defaultsCount: number;
  extrasMin: number;
  extrasPerHalf: number;
  extrasTotal: number;
}

/** §3.3 the limits read from TDE / TDI (zero when a list is missing). */
export function productConfigLimits(product: MenuProduct): ProductConfigLimits {
  const tde = product.defaultIngredients;
  const tdi = product.extraIngredients;
  return {
    defaultsMin: tde?.min ?? 0,
    defaultsMax: tde?.max ?? 0,
    defaultsCount: tde?.list.length ?? 0,
    extrasMin: tdi?.min ?? 0,
    extrasPerHalf: tdi ? (tdi.maxExtras ?? tdi.max) : 0,
    extrasTotal: tdi?.max ?? 0,
  };
}

/** §4.8 default ingredients still on a half (or the whole unit). */
export function productConfigDefaultsKept(
  limits: ProductConfigLimits,
  half: ProductConfigIngredients,
): number {
  return limits.defaultsCount - half.removed.length;
}

/** §4.8 distinct extras on the unit, whichever half they are on. */
export function productConfigExtrasDistinct(
  first: ProductConfigIngredients,
  second: ProductConfigIngredients,
): number {
  return new Set([...first.added, ...second.added]).size;
}

/** §2.9 what the ingredient chips need: numbers and which limit is reached; the UI words them. */
export interface ProductConfigIngredientLimits {
  /** 'Quitar ingredientes': the chip reads 'Mínimo {min} ingrediente(s)' */
  defaults: { min: number; max: number; count: number; atMin: boolean; atMax: boolean } | null;
  /** 'Agregar ingredientes': the chip reads 'Máximo {max} ingrediente(s)' */
  extras: { min: number; max: number; count: number; atMax: boolean } | null;
}

/**
 * §2.9 / §4.8 the chip data of the whole unit or of one half: counts against TDE min / max and
 * the extras maximum (OPA, else TDI max). `atMin` means no default can be removed; `atMax`
 * (defaults) none can be put back; `atMax` (extras) no new extra can be added.
 */
export function productConfigIngredientLimits(
  state: ProductConfigState,
  half: ProductConfigHalf = 'first',
): ProductConfigIngredientLimits {
  const limits = productConfigLimits(state.product);
  const [first, second] = productConfigHalves(state);
  const mine = half === 'first' ? first : second;
  const kept = productConfigDefaultsKept(limits, mine);
  const distinct = productConfigExtrasDistinct(first, second);
  return {
    defaults: state.product.defaultIngredients && {
      min: limits.defaultsMin,
      max: limits.defaultsMax,
      count: kept,
      atMin: kept <= limits.defaultsMin,
      atMax: kept >= limits.defaultsMax,
    },
    extras: state.product.extraIngredients && {
      min: limits.extrasMin,
      max: limits.extrasPerHalf,
      count: mine.added.length,
      atMax: mine.added.length >= limits.extrasPerHalf || distinct >= limits.extrasTotal,
    },
  };
}
