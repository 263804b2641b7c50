import { useEffect, useRef } from 'react';
import { scrollToSection, useSectionSpy } from './use-section-spy';
import './subcategory-nav.css';

export interface SectionLink {
  id: string;
  label: string;
}

/** §4.10 sticky anchors to a category page's sub-category sections, tracking the one in view. */
export function SubcategoryNav({ sections }: { sections: SectionLink[] }) {
  const { active, forceFirst } = useSectionSpy(sections.map((s) => s.id));
  const current = forceFirst ? 0 : active;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // keep the active chip visible inside the horizontally scrolling bar
    const list = listRef.current;
    const link = list?.children[current] as HTMLElement | undefined;
    if (!list || !link) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [current]);

  return (
    <nav className="subcategory-nav" aria-label="Subcategorías">
      <ul className="subcategory-nav__list" ref={listRef}>
        {sections.map((section, i) => {
          const classes = ['subcategory-nav__link'];
          if (i === current) classes.push('active');
          if (i === 0 && forceFirst) classes.push('force-active');
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className={classes.join(' ')}
                aria-current={i === current ? 'location' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  scrollToSection(section.id);
                }}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
