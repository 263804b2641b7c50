import { useId } from 'react';
import type { IngredientChip } from './ingredient-chips';
import type { IngredientRow } from './ingredient-rows';
import { extraPriceLabel } from './extra-price-label';
import '../../ui/choice-tile.css';
import './ingredient-list.css';

interface IngredientListProps {
  /** 'Quitar ingredientes' or 'Agregar ingredientes' */
  title: string;
  rows: readonly IngredientRow[];
  chips: readonly IngredientChip[];
  currency: string;
  onToggle: (ingredientId: number) => void;
  /** the title's heading level: 3 inside a combo's 'Personalizar' section */
  headingLevel: 2 | 3;
}

/**
 * §2.9 / §4.8 an ingredient section: its limit chips and a grid of checkboxes (checked = on
 * the burger), each named by the ingredient; 2 columns on desktop, 1 on phones.
 */
export function IngredientList(props: IngredientListProps) {
  const { title, rows, chips, currency, onToggle, headingLevel } = props;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const id = useId();
  if (rows.length === 0) return null;
  const chipsId = `${id}-chips`;
  return (
    <fieldset className="ingredient-list" aria-describedby={chips.length > 0 ? chipsId : undefined}>
      <legend className="ingredient-list__title">
        <Heading className="ingredient-list__heading">{title}</Heading>
      </legend>
      {chips.length > 0 ? (
        <ul id={chipsId} className="ingredient-list__chips">
          {chips.map((chip) => (
            <li
              key={chip.text}
              className={`ingredient-list__chip${chip.reached ? ' ingredient-list__chip--reached' : ''}`}
            >
              {chip.text}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="ingredient-list__grid">
        {rows.map(({ ingredient, checked, disabled, price }) => {
          const nameId = `${id}-${ingredient.id}`;
          const priceLabel = price === null ? undefined : extraPriceLabel(price, currency);
          return (
            <li key={ingredient.id}>
              <label
                className={`choice-tile ingredient-list__item${disabled ? ' ingredient-list__item--disabled' : ''}`}
              >
                <input
                  type="checkbox"
                  className="ingredient-list__input"
                  ref={(el) => {
                    if (el) el.indeterminate = checked === 'mixed';
                  }}
                  checked={checked === true}
                  disabled={disabled}
                  aria-labelledby={nameId}
                  aria-describedby={priceLabel ? `${nameId}-price` : undefined}
                  onChange={() => onToggle(ingredient.id)}
                />
                <span id={nameId} className="ingredient-list__name">
                  {ingredient.name}
                </span>
                <span id={`${nameId}-price`} className="ingredient-list__price">
                  {priceLabel}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
