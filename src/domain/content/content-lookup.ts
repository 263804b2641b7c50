import type { Announcement, ChainContent, ContentPage } from './content';
import type { ContentPageKey } from './content-keys';

/** §2.1 the page of a content screen, or null when the chain's content has none. */
export function contentPageOf(content: ChainContent, key: ContentPageKey): ContentPage | null {
  return content.pages.find((page) => page.key === key) ?? null;
}

/** 'dd/MM/yyyy' as a sortable number yyyymmdd; 0 for a text that is no such date. */
export function contentDateNumber(ddmmyyyy: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy.trim());
  if (!match) return 0;
  const [, d, m, y] = match;
  return Number(y) * 10_000 + Number(m) * 100 + Number(d);
}

/** §2.1 /trivia: the announcements newest first; the same day keeps the file's order. */
export function announcementsNewestFirst(list: readonly Announcement[]): Announcement[] {
  return list
    .map((announcement, index) => ({ announcement, index }))
    .sort(
      (a, b) =>
        contentDateNumber(b.announcement.date) - contentDateNumber(a.announcement.date) ||
        a.index - b.index,
    )
    .map(({ announcement }) => announcement);
}

/** §2.1 /announcement/{id}: the announcement the route names, or null (unknown or not a number). */
export function announcementById(
  list: readonly Announcement[],
  param: string,
): Announcement | null {
  if (!/^\d+$/.test(param.trim())) return null;
  const id = Number(param.trim());
  return list.find((announcement) => announcement.id === id) ?? null;
}
