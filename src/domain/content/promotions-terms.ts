import { serverTimeFormatDate } from '../server-time';

/** §2.12 the promotions terms' title without its year (while the page loads, say). */
export const PROMOTIONS_TERMS_TITLE = 'T&C de las Promociones';

/**
 * §2.12 the promotions terms' title with the current year on the server's clock: the page's
 * heading and the footer's link (§2.3) both read it, so the two never name different years.
 */
export function promotionsTermsTitle(epochMs: number): string {
  return `${PROMOTIONS_TERMS_TITLE} ${serverTimeFormatDate(epochMs).slice(-4)}`;
}
