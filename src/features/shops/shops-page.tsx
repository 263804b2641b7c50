import { usePageTitle } from '../../ui/use-page-title';
import { ShopPicker, type ShopChoice } from './shop-picker';
import { shopsMapSlot } from './shops-map-slot';
import { useCustomerOrigin } from './use-customer-origin';

interface ShopsPageProps {
  onChoose: (choice: ShopChoice) => void;
  /** the shop already chosen for pickup */
  selectedId?: number | null;
}

/** §2.11 /tiendas and /ubicaciones: 'Nuestras Tiendas' and the shop list to pick up from. */
export function ShopsPage({ onChoose, selectedId = null }: ShopsPageProps) {
  usePageTitle('Nuestras Tiendas');
  const origin = useCustomerOrigin();
  return (
    <section className="shops-page" aria-labelledby="shops-page-title">
      <h1 id="shops-page-title">Nuestras Tiendas</h1>
      <ShopPicker
        origin={origin}
        selectedId={selectedId}
        onChoose={onChoose}
        chooseLabel="Retirar aquí"
        headingLevel={2}
        renderMap={shopsMapSlot}
      />
    </section>
  );
}
