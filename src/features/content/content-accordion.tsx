import type { ContentSection } from '../../domain/content/content';
import { Markdown } from './markdown';

/**
 * §2.1 / §2.12 sections as an accordion of native disclosure widgets (keyboard operable and
 * announced as expandable); each keeps its ID as its anchor (the URL hash that opens it).
 */
export function ContentAccordion({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="content-accordion">
      {sections.map((section) => (
        <details key={section.id} id={section.id} className="content-accordion__item">
          <summary className="content-accordion__summary">{section.title}</summary>
          <Markdown text={section.markdown} className="content-accordion__body" />
        </details>
      ))}
    </div>
  );
}
