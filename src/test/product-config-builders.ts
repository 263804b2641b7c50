/** Test builders for the product configuration engine (only tests import this). */
import type {
  Channel,
  Ingredient,
  IngredientLimits,
  MenuProduct,
  OptionChoice,
  ProductOption,
} from '../domain/menu';
import type { BaseSize, ProductSize } from '../domain/menu-data';
import { centsFromAmount } from '../domain/money';
import { productIdOf } from '../domain/product-id';
import type { ProductConfigMenu } from '../domain/product-config/product-config-state';
import { product } from './menu-builders';

const money = (amount: number) => centsFromAmount(amount);

/** A TDE / TDI ingredient: id, name, price in currency units, 'E' specialty or 'T' topping. */
export const ingredient = (
  id: number,
  name: string,
  price = 0,
  kind: 'E' | 'T' = 'T',
): Ingredient => ({
  id,
  name,
  price: money(price),
  kind: kind === 'E' ? 'specialty' : 'topping',
});

/** TDE / TDI limits. */
export const limits = (
  min: number,
  max: number,
  list: Ingredient[],
  maxExtras: number | null = null,
): IngredientLimits => ({ min, max, maxExtras, list });

/** An option choice (OPS): id, product it stands for (C), extra price PA, size T. */
export const choice = (
  id: number,
  menuId: number | null,
  extraPrice = 0,
  sizeId: number | null = null,
): OptionChoice => ({
  id,
  menuId: menuId === null ? null : productIdOf(menuId),
  name: `Opción ${id}`,
  description: '',
  extraPrice: money(extraPrice),
  sizeId,
  groupId: null,
});

/** An option (O) of a type with its choices; DM, S, MIN/MAX, HPO through `extra`. */
export const option = (
  type: ProductOption['type'],
  id: number,
  choices: OptionChoice[],
  extra: Partial<ProductOption> = {},
): ProductOption => ({
  type,
  id,
  name: `Paso ${id}`,
  description: '',
  defaultChoiceId: null,
  sizeId: null,
  groupId: null,
  hidden: false,
  min: 1,
  max: 1,
  choices,
  ...extra,
});

/** A size (tamanios row) of a product. */
export const size = (
  id: number,
  menuId: number,
  extraPrice: number,
  order: number,
): ProductSize => ({
  id,
  menuId: productIdOf(menuId),
  name: `Tamaño ${id}`,
  extraPrice: money(extraPrice),
  order,
});

/** A base × size pair (masas row): PA, PM (halves), PE, PI. */
export const baseSize = (
  menuId: number,
  baseId: number,
  sizeId: number,
  extraPrice: number,
  extra: { halves?: boolean; specialty?: number; topping?: number } = {},
): BaseSize => ({
  menuId: productIdOf(menuId),
  baseId,
  name: `Pan ${baseId}`,
  sizeId,
  extraPrice: money(extraPrice),
  allowsHalves: extra.halves ?? false,
  specialtyPrice: money(extra.specialty ?? 0),
  ingredientPrice: money(extra.topping ?? 0),
});

/** A simple product standing behind a choice. */
const simple = (id: number, channel: Channel = 'TODOS'): MenuProduct =>
  product({ id, name: `Producto ${id}`, channel, price: money(1) });

const defaults = () =>
  limits(1, 6, [
    ingredient(7001, 'Carne de res 1/4 lb', 0, 'E'),
    ingredient(7002, 'Queso americano'),
    ingredient(7003, 'Lechuga'),
    ingredient(7004, 'Tomate'),
    ingredient(7005, 'Cebolla'),
    ingredient(7006, 'Pepinillos'),
  ]);
const extras = () =>
  limits(
    0,
    4,
    [
      ingredient(7101, 'Tocino', 0.99, 'E'),
      ingredient(7102, 'Queso americano extra', 0.5),
      ingredient(7103, 'Jalapeños', 0.4),
      ingredient(7104, 'Cebolla caramelizada', 0.6),
      ingredient(7105, 'Aguacate', 0.99, 'E'),
    ],
    3,
  );

/** 1101 ESF burger as in the demo chain: sizes Sencilla / Doble, four breads, TDE 1..6, TDI OPA 3. */
export const burger = product({
  id: 1101,
  name: 'Hamburguesa Clásica',
  type: 'ESF',
  price: money(3.49),
  defaultIngredients: defaults(),
  extraIngredients: extras(),
});

/** 1125 ESM burger: Mediana (no halves) and Familiar (+3.50, PM 'S' on both breads). */
export const familyBurger = product({
  id: 1125,
  name: 'Hamburguesa Familiar para compartir',
  type: 'ESM',
  price: money(11.99),
  defaultIngredients: defaults(),
  extraIngredients: extras(),
});

const sides = () => [
  choice(5002, 1001),
  choice(5003, 1003, 0.5),
  choice(5004, 1004, 0.75),
  choice(5006, 1008, 1.25),
];

/** 1301 CMB: a P option holding burger 1101, a side, drinks per combo size 110/111/112. */
export const combo = product({
  id: 1301,
  name: 'Combo Hamburguesa Clásica',
  type: 'CMB',
  price: money(5.99),
  options: [
    option('P', 3001, [choice(5001, 1101)], { defaultChoiceId: 5001 }),
    option('O', 3002, sides(), { defaultChoiceId: 5002 }),
    option(
      'O',
      3003,
      [
        choice(5007, 1501, 0, 110),
        choice(5008, 1502, 0, 111),
        choice(5009, 1503, 0, 112),
        choice(5011, 1521, 0.35),
        choice(5013, 1563, 1.5),
      ],
      { defaultChoiceId: 5007 },
    ),
  ],
});

/**
 * 1302 CMB: hidden main item, a drink whose default (DM) is for size 113 only, a dessert
 * option only for size 115 with a take-away-only cone (1601, LLEV), a negative extra price.
 */
export const comboSuper = product({
  id: 1302,
  name: 'Combo Doble Queso',
  type: 'CMB',
  price: money(7.49),
  options: [
    option('O', 3004, [choice(5014, 1102)], { defaultChoiceId: 5014, hidden: true }),
    option(
      'O',
      3006,
      [choice(5020, 1501, 0, 113), choice(5021, 1502, 0, 114), choice(5024, 1521, -0.35)],
      { defaultChoiceId: 5020 },
    ),
    option('O', 3007, [choice(5028, 1601), choice(5027, 1623)], {
      defaultChoiceId: 5028,
      sizeId: 115,
    }),
  ],
});

/** 1241 ATP: steps of exactly 8, 2 and 1 picks; a breast piece costs 0.25 more. */
export const box = product({
  id: 1241,
  name: 'Arma tu caja familiar',
  type: 'ATP',
  price: money(15.99),
  options: [
    option('ATP', 3040, [choice(5154, 1201, 0.25), choice(5155, 1202), choice(5156, 1203)], {
      name: 'Paso 1: elige 8 piezas de pollo',
      min: 8,
      max: 8,
    }),
    option('ATP', 3041, [choice(5158, 1002), choice(5159, 1003, 0.5)], { min: 2, max: 2 }),
    option('ATP', 3042, [choice(5163, 1507), choice(5164, 1522, 0.5)], { min: 1, max: 1 }),
  ],
});

/** 1242 ATP: a step of 1..2 sauces (choices without a product) and a step of one side. */
export const wings = product({
  id: 1242,
  name: 'Caja de alitas para compartir',
  type: 'ATP',
  price: money(12.99),
  options: [
    option('ATP', 3043, [choice(5165, null), choice(5168, null, 0.5)], { min: 1, max: 2 }),
    option('ATP', 3044, [choice(5169, 1002), choice(5170, 1601, 0.5)], { min: 1, max: 1 }),
  ],
});

/** A simple product (PRD). */
export const fries = simple(1001);

/** The demo-like menu: the products above, their choices' products, sizes and breads. */
export function configMenu(extra: Partial<ProductConfigMenu> = {}): ProductConfigMenu {
  const breads = (menuId: number, sizeId: number, halves: boolean, pe: number, pi: number) => [
    baseSize(menuId, 401, sizeId, 0, { halves, specialty: pe, topping: pi }),
    baseSize(menuId, 402, sizeId, sizeId % 2 === 0 ? 0.5 : 1, {
      halves,
      specialty: pe,
      topping: pi,
    }),
  ];
  return {
    products: [
      burger,
      familyBurger,
      combo,
      comboSuper,
      box,
      wings,
      fries,
      simple(1008),
      ...[
        1002, 1003, 1004, 1102, 1201, 1202, 1203, 1501, 1502, 1503, 1507, 1521, 1522, 1563, 1623,
      ].map((id) => simple(id)),
      simple(1601, 'LLEV'),
    ],
    sizes: [
      size(101, 1101, 1.5, 2),
      size(100, 1101, 0, 1),
      size(105, 1125, 0, 1),
      size(106, 1125, 3.5, 2),
      size(110, 1301, 0, 1),
      size(111, 1301, 0.8, 2),
      size(112, 1301, 1.5, 3),
      size(113, 1302, 0, 1),
      size(114, 1302, 0.8, 2),
      size(115, 1302, 1.5, 3),
    ],
    bases: [
      ...breads(1101, 100, false, 0, 0),
      baseSize(1101, 403, 100, 0.25),
      baseSize(1101, 404, 100, 0),
      ...breads(1101, 101, false, 0.5, 0.25),
      ...breads(1125, 105, false, 0, 0),
      ...breads(1125, 106, true, 0.5, 0.25),
    ],
    ...extra,
  };
}
