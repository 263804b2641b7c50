import type { ContentPageKey } from './content-keys';

/** §2.1 one section of a content page; `markdown` is rendered through the sanitizer. */
export interface ContentSection {
  id: string;
  title: string;
  markdown: string;
}

/** §2.1 / §2.12 a content page. */
export interface ContentPage {
  key: ContentPageKey;
  title: string;
  introMarkdown: string;
  /** 'dd/MM/yyyy' */
  updated: string;
  sections: ContentSection[];
}

/** §2.1 an announcement (/announcement/{id}); /trivia lists them. */
export interface Announcement {
  id: number;
  title: string;
  summary: string;
  markdown: string;
  /** 'dd/MM/yyyy' */
  date: string;
  bannerId: number | null;
}

/** §2.6 a help situation and its answer's paragraphs. */
export interface HelpTopic {
  id: number;
  question: string;
  answer: string[];
}

/** data/getContenido read. */
export interface ChainContent {
  pages: ContentPage[];
  announcements: Announcement[];
  help: HelpTopic[];
}
