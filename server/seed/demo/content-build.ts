/**
 * The demo chain's content (§2.1, §2.6, §2.12, §9; docs/seed-format.md "Content"): its
 * information pages, announcements and help situations, in Markdown without HTML. The
 * brand and the phones are the server's defaults (server/config.ts): Burger Salvador,
 * call center 2222-0000, events and piñatas 2222-0001.
 *
 * Each page, the announcements and the help situations are files of content/, written with
 * the brand's contacts (content/brand.ts) and two Markdown helpers (content/markdown.ts).
 */
import { about } from './content/about.ts';
import { anuncios } from './content/announcements.ts';
import type { Content } from './content/content-types.ts';
import { faq } from './content/faq.ts';
import { ayuda } from './content/help.ts';
import { jobs } from './content/jobs.ts';
import { privacy } from './content/privacy.ts';
import { promotionsTerms } from './content/promotions-terms.ts';
import { terms } from './content/terms.ts';

/** The demo chain's `contenido`. */
export const contenido: Content = {
  paginas: [faq, terms, privacy, promotionsTerms, about, jobs],
  anuncios,
  ayuda,
};
