import { normalizeText } from '../slug';
import type { ContentSection } from './content';

/**
 * The words a Markdown text reads as, for search: link targets, emphasis marks, heading and
 * list markers dropped, so '[Cupones](/coupons)' is found by 'cupones' and not by 'coupons'.
 */
export function markdownPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:\/\/[^>]+|mailto:[^>]+)>/g, '$1')
    .replace(/[*_~`>#|]/g, ' ')
    .replace(/^\s*[-+]\s+/gm, ' ');
}

/**
 * §2.1 the FAQ search: the sections whose question or answer hold every word of the query,
 * ignoring accents, case and Markdown; a blank query keeps every section, in order.
 */
export function contentSectionsMatching(
  sections: readonly ContentSection[],
  query: string,
): ContentSection[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((section) => {
    const text = normalizeText(`${section.title} ${markdownPlainText(section.markdown)}`);
    return words.every((word) => text.includes(word));
  });
}
