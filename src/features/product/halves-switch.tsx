import { ChoiceGroup } from '../../ui/choice-group';
import type { HalfChoice } from './ingredient-rows';

const HALVES: readonly { value: HalfChoice; label: string }[] = [
  { value: 'first', label: 'Mitad 1' },
  { value: 'second', label: 'Mitad 2' },
  { value: 'whole', label: 'Entera' },
];

/** §4.8 half-and-half: which half the ingredient toggles below apply to, or the whole unit. */
export function HalvesSwitch({
  value,
  onChange,
}: {
  value: HalfChoice;
  onChange: (half: HalfChoice) => void;
}) {
  return (
    <ChoiceGroup
      legend="Aplicar ingredientes a"
      variant="segmented"
      items={HALVES}
      value={value}
      onChange={onChange}
    />
  );
}
