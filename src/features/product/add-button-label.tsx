/** 'Agregar a mi bolsa' (or `label`), or for a moment after an add, '¡Agregado!' with a check. */
export function AddButtonLabel({ added, label }: { added: boolean; label?: string }) {
  if (!added) return <>{label ?? 'Agregar a mi bolsa'}</>;
  return (
    <>
      <svg
        className="add-button-check"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      ¡Agregado!
    </>
  );
}
