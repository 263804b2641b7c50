/** The assistant's mascot: a smiling burger, in the brand's colours (assistant.css). */
export function Mascot() {
  return (
    <svg className="mascot" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path className="mascot__bun" d="M8 31C8 17 19 8 32 8s24 9 24 23z" />
      <ellipse className="mascot__seed" cx="22" cy="17" rx="2.4" ry="1.3" />
      <ellipse className="mascot__seed" cx="32" cy="13" rx="2.4" ry="1.3" />
      <ellipse className="mascot__seed" cx="42" cy="17" rx="2.4" ry="1.3" />
      <path className="mascot__lettuce" d="M7 31q4 4 8 0t8 0 9 0 9 0 8 0 8 0" />
      <path className="mascot__face" d="M9 34h46v10c0 8-10 12-23 12S9 52 9 44z" />
      <circle className="mascot__ink" cx="24" cy="40" r="3" />
      <circle className="mascot__ink" cx="40" cy="40" r="3" />
      <circle className="mascot__shine" cx="25" cy="39" r="1" />
      <circle className="mascot__shine" cx="41" cy="39" r="1" />
      <circle className="mascot__cheek" cx="17" cy="46" r="3" />
      <circle className="mascot__cheek" cx="47" cy="46" r="3" />
      <path className="mascot__smile" d="M26 47q6 5 12 0" />
    </svg>
  );
}
