/** §2.1 / §2.8 the payment-success banner /tracking shows above the order. */
export function PaymentSuccessBanner() {
  return (
    <div className="payment-success" role="status">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="payment-success__icon"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" />
      </svg>
      <div>
        <p className="payment-success__title">¡Tu pedido ha sido procesado con éxito!</p>
        <p className="payment-success__text">
          ¡Me encargaré que tu pedido llegue tal como lo pediste!
        </p>
      </div>
    </div>
  );
}
