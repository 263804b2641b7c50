/** What a product's words say about how it looks: its toppings, flavour, size and count. */

export interface Traits {
  /** the product's name, lower case */
  name: string;
  /** the product's name and description, lower case */
  text: string;
  /** a promotion: the picture wears a price tag */
  promo: boolean;
}

/** Whole-word match that understands accented letters (\b does not). */
export const words = (alternatives: string) =>
  new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'u');

export function traitsOf(texts: (string | null | undefined)[], promo = false): Traits {
  const text = texts.filter(Boolean).join(' · ').toLowerCase();
  return { name: (texts[0] ?? '').toLowerCase(), text, promo };
}

/** True when the product's words name one of `alternatives` (a regular expression body). */
export const has = (t: Traits, alternatives: string) => words(alternatives).test(t.text);

const NUMBERS: Record<string, number> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  ocho: 8,
  doce: 12,
};

/** How many pieces the product says it has ('6 unidades', 'Caja de 12 piezas', 'Seis alitas'). */
export function countOf(t: Traits): number | null {
  const digits = /(\d+)\s*(unidades|piezas|alitas|tiras|nuggets|panqueques|pupusas)/u.exec(t.text);
  if (digits) return Number(digits[1]);
  const spelled =
    /(?<!\p{L})(dos|tres|cuatro|seis|ocho|doce)\s+(unidades|piezas|alitas|tiras|nuggets|panqueques|pupusas)/u.exec(
      t.text,
    );
  return spelled ? NUMBERS[spelled[1]!]! : null;
}

/** Drawing scale from the size words: 16 oz or regular 1, bigger cups and portions larger. */
export function sizeOf(t: Traits): number {
  const oz = /(\d+)\s*oz/u.exec(t.text);
  if (oz) return Math.min(1.2, Math.max(0.85, 0.75 + Number(oz[1]) / 64));
  if (has(t, 'grandes?|familiar|gigante|mega|para compartir')) return 1.12;
  if (has(t, 'junior|pequeñ[oa]s?|infantil|conito')) return 0.84;
  if (has(t, 'regulares?')) return 0.92;
  return 1;
}

/** A flavour's colour, from the first flavour word the product names, or null. */
export function flavourOf(t: Traits): string | null {
  const flavours: [string, string][] = [
    ['fresa', '#f38fb1'],
    ['chocolate|fudge|cacao', '#7b4a2d'],
    ['galleta', '#d9cbb8'],
    ['mango', '#ffb347'],
    ['vainilla', '#fff1d0'],
    ['tamarindo', '#8a5a2b'],
    ['horchata|morro', '#e8d2b0'],
    ['marañón|frutas', '#f6a23a'],
    ['limón', '#e8c15a'],
    ['piña', '#f7d046'],
    ['manzana', '#e0a458'],
    ['kolashanpan', '#f08a24'],
  ];
  for (const source of [t.name, t.text])
    for (const [w, color] of flavours) if (words(w).test(source)) return color;
  return null;
}
