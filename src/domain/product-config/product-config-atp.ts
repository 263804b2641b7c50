import type { ProductOption } from '../menu';
import { productConfigChoiceFits, productConfigOptionActive } from './product-config-menu';
import type { ProductConfigState, ProductConfigStep } from './product-config-state';

/** §3.4 the message of a step with its required picks. */
export const PRODUCT_CONFIG_STEP_DONE = 'Configurado correctamente';

/** §3.4 atpMessages: one per ATP step of the product (index from 0, nombre, error, mensaje). */
export interface ProductConfigStepMessage {
  index: number;
  name: string;
  error: boolean;
  message: string;
}

/** §3.4 how many picks a step holds, repeats counted. */
export function productConfigStepCount(step: ProductConfigStep): number {
  return step.picks.reduce((sum, p) => sum + p.count, 0);
}

function stepAt(state: ProductConfigState, optionId: number) {
  const index = state.steps.findIndex((s) => s.optionId === optionId);
  const option = state.product.options.find((o) => o.id === optionId && o.type === 'ATP');
  const step = state.steps[index];
  return option && step && productConfigOptionActive(option, state.sizeId)
    ? { index, option, step }
    : null;
}

function withStep(state: ProductConfigState, index: number, step: ProductConfigStep) {
  const steps = state.steps.slice();
  steps[index] = step;
  return { ...state, steps };
}

/** Picks kept in the order of the step's choices, so equal picks are equal values. */
function sortedPicks(option: ProductOption, picks: ProductConfigStep['picks']) {
  const order = new Map(option.choices.map((c, i) => [c.id, i]));
  return picks
    .filter((p) => p.count > 0)
    .sort((a, b) => (order.get(a.choiceId) ?? 0) - (order.get(b.choiceId) ?? 0));
}

/**
 * §3.4 / §5.4 pick a choice once more in an ATP step (picks may repeat). Refused (same state)
 * when the step already holds its MAX picks, or the choice is not shown for the size or not
 * served on the channel.
 */
export function productConfigAddPick(
  state: ProductConfigState,
  optionId: number,
  choiceId: number,
): ProductConfigState {
  const at = stepAt(state, optionId);
  const choice = at?.option.choices.find((c) => c.id === choiceId);
  if (!at || !choice || !productConfigChoiceFits(state.menu, at.option, choice, state)) {
    return state;
  }
  if (productConfigStepCount(at.step) >= at.option.max) return state;
  const found = at.step.picks.some((p) => p.choiceId === choiceId);
  const picks = found
    ? at.step.picks.map((p) => (p.choiceId === choiceId ? { ...p, count: p.count + 1 } : p))
    : [...at.step.picks, { choiceId, count: 1 }];
  return withStep(state, at.index, { ...at.step, picks: sortedPicks(at.option, picks) });
}

/** §3.4 take one pick of a choice out of an ATP step; nothing to take leaves the state as it is. */
export function productConfigRemovePick(
  state: ProductConfigState,
  optionId: number,
  choiceId: number,
): ProductConfigState {
  const at = stepAt(state, optionId);
  if (!at || !at.step.picks.some((p) => p.choiceId === choiceId)) return state;
  const picks = at.step.picks.map((p) =>
    p.choiceId === choiceId ? { ...p, count: p.count - 1 } : p,
  );
  return withStep(state, at.index, { ...at.step, picks: sortedPicks(at.option, picks) });
}

/** §3.4 the Spanish message of a step holding `count` picks of MIN..MAX. */
function stepMessage(option: ProductOption, count: number): { error: boolean; message: string } {
  if (count < option.min) return { error: true, message: `Elige ${option.min - count} más` };
  if (count > option.max) return { error: true, message: `Elige como máximo ${option.max}` };
  return { error: false, message: PRODUCT_CONFIG_STEP_DONE };
}

/**
 * §3.4 / §5.4 atpMessages: for every ATP step shown at the chosen size, 'Configurado
 * correctamente' when it holds MIN..MAX picks (exactly its required picks when MIN = MAX),
 * else an error with 'Elige N más' (too few) or 'Elige como máximo N' (too many).
 */
export function productConfigAtpMessages(state: ProductConfigState): ProductConfigStepMessage[] {
  return state.steps.flatMap((step, index) => {
    const option = state.product.options.find((o) => o.id === step.optionId);
    if (!option || !productConfigOptionActive(option, state.sizeId)) return [];
    return [{ index, name: option.name, ...stepMessage(option, productConfigStepCount(step)) }];
  });
}
