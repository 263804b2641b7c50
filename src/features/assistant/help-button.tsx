import { helpOpenSet } from '../../stores/ui';

/** §2.6 opens the help dialog: on the home screen, on large screens and beside a failed check. */
export function HelpButton({
  className = 'help-button',
  label = '¿Necesitas ayuda?',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => helpOpenSet(true)}
    >
      {label}
    </button>
  );
}
