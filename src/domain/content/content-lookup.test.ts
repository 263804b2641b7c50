import { describe, expect, test } from 'vitest';
import type { Announcement, ChainContent } from './content';
import {
  announcementById,
  announcementsNewestFirst,
  contentDateNumber,
  contentPageOf,
} from './content-lookup';

const announcement = (id: number, date: string): Announcement => ({
  id,
  title: `Aviso ${id}`,
  summary: '',
  markdown: '',
  date,
  bannerId: null,
});

describe('contentDateNumber', () => {
  test('dd/MM/yyyy reads as yyyymmdd', () => {
    expect(contentDateNumber('09/04/2025')).toBe(20250409);
    expect(contentDateNumber(' 31/12/2026 ')).toBe(20261231);
  });

  test('anything else is 0', () => {
    expect(contentDateNumber('2025-04-09')).toBe(0);
    expect(contentDateNumber('')).toBe(0);
  });
});

describe('announcementsNewestFirst', () => {
  test('newest first across months and years, not by the text of the date', () => {
    const list = [
      announcement(1, '01/10/2025'),
      announcement(2, '09/04/2025'),
      announcement(3, '15/11/2026'),
      announcement(4, '31/01/2026'),
    ];
    expect(announcementsNewestFirst(list).map((a) => a.id)).toEqual([3, 4, 1, 2]);
  });

  test('the same day keeps the file order; an unreadable date goes last', () => {
    const list = [
      announcement(1, 'mañana'),
      announcement(2, '01/10/2025'),
      announcement(3, '01/10/2025'),
    ];
    expect(announcementsNewestFirst(list).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  test('does not change the list it is given', () => {
    const list = [announcement(1, '01/01/2025'), announcement(2, '01/01/2026')];
    announcementsNewestFirst(list);
    expect(list.map((a) => a.id)).toEqual([1, 2]);
  });
});

describe('announcementById', () => {
  const list = [announcement(1, '01/10/2025'), announcement(12, '01/10/2025')];

  test('finds by the numeric id of the route', () => {
    expect(announcementById(list, '12')?.id).toBe(12);
  });

  test('an unknown id, a partial id or text is null', () => {
    expect(announcementById(list, '2')).toBeNull();
    expect(announcementById(list, '1x')).toBeNull();
    expect(announcementById(list, 'abc')).toBeNull();
    expect(announcementById(list, '')).toBeNull();
  });
});

describe('contentPageOf', () => {
  const content: ChainContent = {
    pages: [{ key: 'acerca-de', title: 'Acerca de', introMarkdown: '', updated: '', sections: [] }],
    announcements: [],
    help: [],
  };

  test('the page of its key, or null when the content has none', () => {
    expect(contentPageOf(content, 'acerca-de')?.title).toBe('Acerca de');
    expect(contentPageOf(content, 'empleos')).toBeNull();
  });
});
