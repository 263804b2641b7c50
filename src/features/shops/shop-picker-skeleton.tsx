/** §2.7 loading placeholder of the shop list: the filters and a few cards. */
export function ShopPickerSkeleton() {
  return (
    <div role="status" aria-live="polite" className="shop-picker">
      <span className="visually-hidden">Cargando...</span>
      <div className="shop-picker__filters" aria-hidden="true">
        <div className="shop-skeleton shop-skeleton--field" />
        <div className="shop-skeleton shop-skeleton--field" />
      </div>
      <ul className="shop-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="shop-skeleton shop-skeleton--card" />
        ))}
      </ul>
    </div>
  );
}
