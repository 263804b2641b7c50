/** The configurable products' ingredients: their defaults (TDE) and priced extras (TDI). */
import type { z } from 'zod';
import type { ingredientSchema } from '../../schema.ts';
import { money } from './products.ts';

export type Ingredient = z.input<typeof ingredientSchema>;

function ing(I: number, N: string, PA: number, TIP: 'T' | 'E' = 'T'): Ingredient {
  return { I, N, PA: money(PA), TIP };
}
export const I = {
  carne: ing(7001, 'Carne de res 1/4 lb', 0, 'E'),
  quesoAmericano: ing(7002, 'Queso americano', 0),
  lechuga: ing(7003, 'Lechuga', 0),
  tomate: ing(7004, 'Tomate', 0),
  cebolla: ing(7005, 'Cebolla', 0),
  pepinillos: ing(7006, 'Pepinillos', 0),
  salsaCasa: ing(7007, 'Salsa de la casa', 0),
  mostaza: ing(7008, 'Mostaza', 0),
  ketchup: ing(7009, 'Kétchup', 0),
  pollo: ing(7011, 'Pechuga de pollo crujiente', 0, 'E'),
  mayonesa: ing(7012, 'Mayonesa', 0),
  quesoDuro: ing(7013, 'Queso duro', 0),
  curtido: ing(7014, 'Curtido', 0),
  // extras (TDI), priced
  tocino: ing(7101, 'Tocino', 0.99, 'E'),
  quesoExtra: ing(7102, 'Queso americano extra', 0.5),
  jalapenos: ing(7103, 'Jalapeños', 0.4),
  cebollaCaramelizada: ing(7104, 'Cebolla caramelizada', 0.6),
  aguacate: ing(7105, 'Aguacate', 0.99, 'E'),
  huevo: ing(7106, 'Huevo frito', 0.75, 'E'),
  champinones: ing(7107, 'Champiñones salteados', 0.6),
  platano: ing(7108, 'Plátano maduro frito', 0.75, 'E'),
  loroco: ing(7109, 'Queso con loroco', 0.99, 'E'),
  salsaBbq: ing(7110, 'Salsa BBQ', 0.25),
  carneExtra: ing(7111, 'Carne de res extra 1/4 lb', 1.5, 'E'),
};
export const defaults = (min: number, list: Ingredient[]) => ({
  min,
  max: list.length,
  OPA: null,
  list,
});
export const extras = (list: Ingredient[]) => ({ min: 0, max: 4, OPA: 3, list });
export const commonExtras = [
  I.tocino,
  I.quesoExtra,
  I.jalapenos,
  I.cebollaCaramelizada,
  I.aguacate,
  I.huevo,
  I.champinones,
  I.carneExtra,
];
