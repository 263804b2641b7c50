/** §2.7 loading placeholder, titled 'Cargando...'. */
export function LoadingView() {
  return (
    <p className="loading-view" role="status" aria-live="polite">
      Cargando...
    </p>
  );
}
