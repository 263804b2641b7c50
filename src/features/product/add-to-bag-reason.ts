import { productConfigAtpMessages } from '../../domain/product-config/product-config-atp';
import {
  productConfigProblems,
  type ProductConfigProblem,
} from '../../domain/product-config/product-config-check';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';

type OtherProblem = Exclude<ProductConfigProblem, 'step'>;

/** What the customer reads for each problem the engine reports (ATP steps aside). */
const PROBLEM_TEXT: Record<OtherProblem, string> = {
  size: 'Elige un tamaño',
  base: 'Elige tu tipo de pan',
  option: 'Completa las opciones de tu producto',
  ingredients: 'Revisa los ingredientes de tu producto',
  halves: 'Este tamaño no permite mitad y mitad',
  quantity: 'La cantidad mínima es 1',
};

/** Which problem is told when there are several: what the customer picks first, first. */
const PROBLEM_ORDER: readonly OtherProblem[] = [
  'size',
  'base',
  'option',
  'ingredients',
  'halves',
  'quantity',
];

/**
 * §5.4 why 'Agregar a mi bolsa' is disabled, in words; null when the engine lets it add. An
 * ATP step in error comes first with its own message (e.g. 'Paso 1: Elige 8 más').
 */
export function addToBagReason(state: ProductConfigState): string | null {
  const problems = productConfigProblems(state);
  if (problems.length === 0) return null;
  const step = productConfigAtpMessages(state).find((m) => m.error);
  if (step) return `${step.name}: ${step.message}`;
  const first = PROBLEM_ORDER.find((p) => problems.includes(p));
  return first ? PROBLEM_TEXT[first] : 'Completa la configuración de tu producto';
}
