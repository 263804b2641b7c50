/** §4.5 the stored cart could not be read: it was reset, and the customer is told. */
export function StorageErrorNotice() {
  return (
    <p className="cart-page__notice" role="alert">
      No pudimos recuperar tu bolsa guardada en este dispositivo y la vaciamos. Por favor, vuelve a
      agregar tus productos.
    </p>
  );
}
