import { lazy } from 'react';

// What the shell and other features may use of the assistant (docs/decisions/027, 034).

/** §2.6 the small '¿Necesitas ayuda?' button that opens the help dialog. */
export { HelpButton } from './help-button';

/**
 * §4.10 the floating assistant (its button and question list): mounted by the shop layout
 * after the first paint, from a file of its own.
 */
export const AssistantHost = lazy(() => import('./assistant-host'));

/** §2.6 the help dialog: loads the first time it opens. */
export const HelpDialog = lazy(() => import('./help-dialog'));
