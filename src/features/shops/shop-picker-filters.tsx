import { useId } from 'react';
import type { ShopCityEntry } from '../../domain/shops/shop-city-entries';

interface ShopPickerFiltersProps {
  cities: readonly ShopCityEntry[];
  cityCode: string;
  onCityChange: (code: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** §2.11 the city dropdown and the search box of the shop list. */
export function ShopPickerFilters({
  cities,
  cityCode,
  onCityChange,
  query,
  onQueryChange,
}: ShopPickerFiltersProps) {
  const id = useId();
  return (
    <div className="shop-picker__filters">
      <div className="shop-picker__field">
        <label htmlFor={`${id}-city`} className="shop-picker__label">
          Ciudad
        </label>
        <select
          id={`${id}-city`}
          className="shop-picker__control"
          value={cityCode}
          onChange={(e) => onCityChange(e.target.value)}
        >
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {`${city.name} (${city.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-picker__field">
        <label htmlFor={`${id}-query`} className="shop-picker__label">
          Buscar tienda
        </label>
        <input
          id={`${id}-query`}
          type="search"
          className="shop-picker__control"
          placeholder="Restaurante, Delivery, Food court, etc."
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>
    </div>
  );
}
