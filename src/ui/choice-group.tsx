import { useId, type ReactNode } from 'react';
import './choice-tile.css';
import './choice-group.css';

/** One choice of a ChoiceGroup: its value, its name and an optional detail (e.g. '+$0.50'). */
export interface ChoiceGroupItem<T> {
  value: T;
  label: string;
  /** shown beside the name and read as the choice's description */
  detail?: string;
}

/** §2.9 a titled single choice: the legend, the choices and the chosen value. */
export interface ChoiceGroupProps<T> {
  legend: string;
  items: readonly ChoiceGroupItem<T>[];
  /** the chosen value; a value no item has (e.g. null) leaves every radio unchecked */
  value: T | null;
  onChange: (value: T) => void;
  /** 'list': one choice a row; 'segmented': side by side, e.g. halves */
  variant?: 'list' | 'segmented';
  /** hide the legend visually (it stays the group's name) */
  legendHidden?: boolean;
  /** the legend is also a heading of this level, for navigation by headings */
  headingLevel?: 2 | 3;
  /** shown after the legend, e.g. a note on the choices */
  children?: ReactNode;
}

/**
 * §2.9 a single choice as native radios in a fieldset named by its legend, so the arrow keys
 * move the choice. Each radio is named by its label alone; the detail describes it.
 */
export function ChoiceGroup<T>({
  legend,
  items,
  value,
  onChange,
  variant = 'list',
  legendHidden = false,
  headingLevel,
  children,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <fieldset className={`choice-group choice-group--${variant}`}>
      <legend className={legendHidden ? 'visually-hidden' : 'choice-group__legend'}>
        {headingLevel ? <Heading className="choice-group__heading">{legend}</Heading> : legend}
      </legend>
      {children}
      <div className="choice-group__items">
        {items.map((item, i) => {
          const labelId = `${id}-${i}-label`;
          const detailId = `${id}-${i}-detail`;
          return (
            <label key={labelId} className="choice-tile choice-group__item">
              <input
                type="radio"
                className="choice-group__input"
                name={id}
                checked={item.value === value}
                aria-labelledby={labelId}
                aria-describedby={item.detail ? detailId : undefined}
                onChange={() => onChange(item.value)}
              />
              <span id={labelId} className="choice-group__label">
                {item.label}
              </span>
              {item.detail ? (
                <span id={detailId} className="choice-group__detail">
                  {item.detail}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
