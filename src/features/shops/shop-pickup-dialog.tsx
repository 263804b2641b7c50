import { useId, useState, type FormEvent } from 'react';
import type { Shop } from '../../domain/catalogs';
import { shopTitle } from '../../domain/shops/shop-labels';
import { shopPickupOptions, type PickupOptionCode } from '../../domain/shops/shop-pickup-options';
import { ModalDialog } from '../../ui/modal-dialog';
import '../../ui/choice-tile.css';

interface ShopPickupDialogProps {
  shop: Shop;
  onConfirm: (pickupOption: PickupOptionCode) => void;
  onClose: () => void;
}

/**
 * §3.2 how to collect the order at a shop with several pickup options: native radios (the
 * arrow keys move the choice, the first is chosen and focused) and 'Confirmar'.
 */
export function ShopPickupDialog({ shop, onConfirm, onClose }: ShopPickupDialogProps) {
  const id = useId();
  const options = shopPickupOptions(shop);
  const [choice, setChoice] = useState<PickupOptionCode>(options[0]!.code);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(choice);
  }

  return (
    <ModalDialog open title="¿Cómo quieres retirar tu pedido?" onClose={onClose}>
      <form className="shop-pickup" onSubmit={handleSubmit}>
        <p className="shop-pickup__shop">{shopTitle(shop)}</p>
        <fieldset className="shop-pickup__options">
          <legend className="visually-hidden">Forma de retiro</legend>
          {options.map((option) => (
            <label key={option.code} className="choice-tile shop-pickup__option">
              <input
                type="radio"
                name={`${id}-pickup`}
                value={option.code}
                checked={choice === option.code}
                aria-labelledby={`${id}-${option.code}-label`}
                aria-describedby={`${id}-${option.code}`}
                data-autofocus={choice === option.code ? '' : undefined}
                onChange={() => setChoice(option.code)}
              />
              <span className="shop-pickup__text">
                <span id={`${id}-${option.code}-label`} className="shop-pickup__label">
                  {option.label}
                </span>
                <span id={`${id}-${option.code}`} className="shop-pickup__description">
                  {option.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button shop-pickup__confirm">
          Confirmar
        </button>
      </form>
    </ModalDialog>
  );
}
