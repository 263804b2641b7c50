// the drawing as markup: a static picture, far smaller in the bundle than one element per shape
const DRAWING =
  '<path class="mascot__bun" d="M8 31C8 17 19 8 32 8s24 9 24 23z"/>' +
  '<path class="mascot__seed" d="M20 17h4M30 13h4M40 17h4"/>' +
  '<path class="mascot__lettuce" d="M7 31q4 4 8 0t8 0 9 0 9 0 8 0 8 0"/>' +
  '<path class="mascot__face" d="M9 34h46v10c0 8-10 12-23 12S9 52 9 44z"/>' +
  '<circle class="mascot__ink" cx="24" cy="40" r="3"/><circle class="mascot__ink" cx="40" cy="40" r="3"/>' +
  '<circle class="mascot__cheek" cx="17" cy="46" r="3"/><circle class="mascot__cheek" cx="47" cy="46" r="3"/>' +
  '<path class="mascot__smile" d="M26 47q6 5 12 0"/>';

/** The assistant's mascot: a smiling burger, in the brand's colours (assistant.css). */
export function Mascot() {
  return (
    <svg
      className="mascot"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: DRAWING }}
    />
  );
}
