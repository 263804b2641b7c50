/** §2.7 error page with a retry button. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="error-view" role="alert">
      <p>Lo sentimos, ha ocurrido un error. Por favor, vuelve a intentarlo.</p>
      <button type="button" className="button" onClick={onRetry}>
        Cargar nuevamente
      </button>
    </section>
  );
}
