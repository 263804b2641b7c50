import type { ReactNode } from 'react';
import { helpOpenSet } from '../../stores/ui';

const LABEL = '¿Necesitas ayuda?';

/**
 * §2.6 opens the help dialog: on the home screen, on large screens and beside a failed
 * check. With an icon for content, the words become its accessible name.
 */
export function HelpButton({
  className = 'help-button',
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={children ? LABEL : undefined}
      onClick={() => helpOpenSet(true)}
    >
      {children ?? LABEL}
    </button>
  );
}
