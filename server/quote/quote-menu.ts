import type { IngredientLimits, MenuProduct, ProductOption } from '../../src/domain/menu.ts';
import type { MenuData } from '../../src/domain/menu-data.ts';
import { centsFromAmount } from '../../src/domain/money.ts';
import { productImages } from '../chain/image-urls.ts';
import type { ChainData } from '../seed/schema.ts';

/**
 * §3.3 the parts of the menu a cart quote reads, in the domain's readable names: products
 * (with options and ingredient limits), tamanios, masas and promos. The full MenuData fits.
 */
export type QuoteMenu = Pick<MenuData, 'products' | 'sizes' | 'bases' | 'promotions'>;

type ChainProduct = ChainData['productos'][number];
type ChainLimits = NonNullable<ChainProduct['TDE']>;

const weekdays = (flags: string) => flags.split(',').map((flag) => flag === '1');

function optionFromChain(o: ChainProduct['O'][number]): ProductOption {
  return {
    type: o.TIP,
    id: o.I,
    name: o.N.trim(),
    description: o.D,
    defaultChoiceId: o.DM,
    sizeId: o.S,
    groupId: o.GRP,
    hidden: o.HPO === 1,
    min: o.MIN,
    max: o.MAX,
    choices: o.OPS.map((c) => ({
      id: c.I,
      menuId: c.C,
      name: c.N.trim(),
      description: c.D,
      extraPrice: centsFromAmount(c.PA),
      sizeId: c.T,
      groupId: c.G,
    })),
  };
}

function limitsFromChain(limits: ChainLimits | null): IngredientLimits | null {
  if (limits === null) return null;
  return {
    min: limits.min,
    max: limits.max,
    maxExtras: limits.OPA,
    list: limits.list.map((i) => ({
      id: i.I,
      name: i.N.trim(),
      price: centsFromAmount(i.PA),
      kind: i.TIP === 'E' ? 'specialty' : 'topping',
    })),
  };
}

function productFromChain(p: ChainProduct): MenuProduct {
  const images = productImages(p.IS);
  return {
    id: p.I,
    imageRef: p.IS,
    name: p.N.trim(),
    description: p.D,
    price: centsFromAmount(p.P),
    categoryId: p.T,
    type: p.TIP,
    geoRestricted: p.X === 2,
    channel: p.C,
    hidden: p.H !== 0,
    isNew: p.NW === 'S',
    weekdays: weekdays(p.SM),
    order: p.ORD,
    urlCode: p.CODIGO_URL?.trim() ? p.CODIGO_URL : null,
    breakfast: p.DES === 'S',
    images: {
      smallJpg: images.TMB,
      smallWebp: images.TMBW,
      mediumJpg: images.IMG,
      mediumWebp: images.IMGW,
    },
    options: p.O.map(optionFromChain),
    defaultIngredients: limitsFromChain(p.TDE),
    extraIngredients: limitsFromChain(p.TDI),
  };
}

/**
 * §3.3 / §3.5 the loaded chain as the domain reads it, mapped on the server (the app reads the
 * same data through its data/getData adapter, which the server must not import). Keep in step
 * with that adapter: quote-menu.test.ts compares the two on the demo chain.
 */
export function quoteMenuFromChain(chain: ChainData): QuoteMenu {
  return {
    products: chain.productos.map(productFromChain),
    sizes: chain.tamanios.map((s) => ({
      id: s.I,
      menuId: s.IDPMN,
      name: s.N,
      extraPrice: centsFromAmount(s.PA),
      order: s.O,
    })),
    bases: chain.masas.map((b) => ({
      menuId: b.IDPMN,
      baseId: b.BAS,
      name: b.N,
      sizeId: b.TAM,
      extraPrice: centsFromAmount(b.PA),
      allowsHalves: b.PM === 'S',
      specialtyPrice: centsFromAmount(b.PE),
      ingredientPrice: centsFromAmount(b.PI),
    })),
    promotions: chain.promos.map((p) => ({
      id: p.I,
      label: p.D,
      percent: p.P,
      amount: p.MT === null ? null : centsFromAmount(p.MT),
      fixedPrice: p.PR === null ? null : centsFromAmount(p.PR),
      minimum: p.MC === null ? null : centsFromAmount(p.MC),
      applyToLowest: p.AM === 1,
      appliesTo: p.apl,
      items: p.prm,
      validUntil: p.FECHA_HASTA,
    })),
  };
}
