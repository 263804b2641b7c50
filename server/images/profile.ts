/** What a product of the chain is, as a picture: its kind, its words and what it is made of. */
import type { ChainData } from '../seed/schema.ts';
import { type Kind, kindOf, type Profile } from './kinds.ts';
import { traitsOf } from './traits.ts';

type Product = ChainData['productos'][number];

const BURGERS: Kind[] = ['burger', 'chicken-burger'];
const CHICKEN: Kind[] = ['chicken', 'tenders', 'nuggets'];

/** The product's own kind: its name, then its category (and the category's parent), then its description. */
function ownKind(chain: ChainData, product: Product): Kind {
  const cat = chain.categorias.find((c) => c.cat === product.T);
  const parent = cat?.idpad != null ? chain.categorias.find((c) => c.cat === cat.idpad) : undefined;
  const byName = kindOf(product.N);
  const byCategory = kindOf(cat?.nombre) ?? kindOf(parent?.nombre);
  const underBurgers = [kindOf(cat?.nombre), kindOf(parent?.nombre)].some(
    (k) => k !== null && BURGERS.includes(k),
  );
  // 'Pollo Picante' under Hamburguesas › Pollo crujiente is a chicken sandwich
  if (byName !== null && CHICKEN.includes(byName) && underBurgers) return 'chicken-burger';
  return (
    byName ??
    (product.DES === 'S' ? (kindOf(product.D) ?? 'breakfast') : null) ??
    (product.TIP === 'CMB' ? 'combo' : null) ??
    byCategory ??
    kindOf(product.D) ??
    'burger'
  );
}

/**
 * The products a combo or box is made of: per option group (of every size), the choice its
 * description names, else the default choice, else the first.
 */
function optionParts(chain: ChainData, product: Product): Product[] {
  const text = `${product.N} ${product.D ?? ''}`.toLowerCase();
  const parts: Product[] = [];
  // a group of one size only (the Súper's dessert) is not in the product as shown
  for (const group of (product.O ?? []).filter((o) => o.S == null)) {
    const choices = group.OPS.map((o) => ({
      o,
      p: chain.productos.find((x) => o.C != null && x.I === o.C),
    })).filter((c) => c.p !== undefined);
    const named = choices.find((c) => text.includes(c.p!.N.toLowerCase()));
    const chosen = named ?? choices.find((c) => c.o.I === group.DM) ?? choices[0];
    if (chosen?.p && chosen.p.I !== product.I) parts.push(chosen.p);
  }
  return parts;
}

/** The products a promotion promotes. */
function promoParts(chain: ChainData, product: Product): Product[] {
  const promo = chain.promos.find((p) => p.I === product.I);
  const ids = promo?.prm ?? [];
  return ids
    .map((id) => chain.productos.find((p) => p.I === id))
    .filter((p): p is Product => p !== undefined && p.I !== product.I);
}

/** Each side of 'Wrap crujiente + soda' as a product of its own. */
function plusParts(product: Product): Profile[] | null {
  if (!product.N.includes('+')) return null;
  const sides = product.N.split('+').map((s) => s.replace(/:.*$/, '').trim());
  const parts = sides.map((side) => {
    const kind = kindOf(side, product.D);
    return kind ? { kind, traits: traitsOf([side, product.D]), parts: [] } : null;
  });
  return parts.every((p) => p !== null) ? parts : null;
}

export function productProfile(chain: ChainData, product: Product, depth = 0): Profile {
  const promo = product.TIP === 'PROMO';
  const traits = traitsOf([product.N, product.D], promo);
  const inner = (p: Product) => productProfile(chain, p, depth + 1);
  const plus = plusParts(product);
  if (plus) return { kind: 'combo', traits, parts: plus };
  if (promo && depth < 2) {
    const promoted = promoParts(chain, product).map(inner);
    if (promoted.length === 1) return { ...promoted[0]!, traits };
    if (promoted.length > 1) return { kind: 'combo', traits, parts: promoted };
  }
  const kind = ownKind(chain, product);
  const parts = depth < 2 ? optionParts(chain, product).map(inner) : [];
  // a box of the chain's pieces stays a box; a combo or kids' meal shows what it holds
  if (kind === 'combo' || kind === 'kids') return { kind, traits, parts };
  return { kind, traits, parts: [] };
}

/** The kind of the drawing for a product (its profile's kind). */
export function productKind(chain: ChainData, product: Product): Kind {
  return productProfile(chain, product).kind;
}
