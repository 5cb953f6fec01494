import { css } from '@emotion/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { theme, focusOutline } from '@portal/ui';
import { keepInView } from './keepInView';

export interface NavSection {
  id: string;
  label: string;
}

/** The shell's fixed header is 56 px tall: the navigation sticks just below it. */
export const SECTION_NAV_TOP = 56;
/** The navigation's own height: what a heading scrolled to keeps above it (`scroll-margin-top`). */
export const SECTION_NAV_HEIGHT = 48;

const navStyle = css({
  position: 'sticky',
  top: SECTION_NAV_TOP,
  minHeight: SECTION_NAV_HEIGHT,
  boxSizing: 'border-box',
  zIndex: 5,
  background: 'rgba(11, 13, 20, 0.92)',
  borderBottom: `1px solid ${theme.colors.border}`,
  ol: {
    display: 'flex',
    gap: theme.space.xs,
    margin: 0,
    padding: `${theme.space.sm}px ${theme.space.lg}px`,
    listStyle: 'none',
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  a: {
    display: 'block',
    whiteSpace: 'nowrap',
    padding: `${theme.space.xs}px ${theme.space.md}px`,
    borderRadius: theme.radii.pill,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
    '&[aria-current="true"]': { background: theme.colors.gold, color: theme.colors.textOnGold },
    '&:focus-visible': focusOutline(0),
  },
});

/** Marks the section whose top most recently crossed the upper third of the viewport. */
function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const idList = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const id of idList.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [idList]);
  return current;
}

/** The landing's section navigation: sticky, scrolls sideways on phones, follows the reader. */
export function SectionNav({
  sections,
  label,
  top = SECTION_NAV_TOP,
}: {
  sections: readonly NavSection[];
  label: string;
  /** Where it sticks; 0 when the page has no fixed header above it (an embed). */
  top?: number;
}) {
  const ids = sections.map((section) => section.id);
  const current = useCurrentSection(ids);
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault(); // keep the address as it is: the page also runs inside studio sites
    target.scrollIntoView?.({ block: 'start' });
    keepInView(target);
  };
  return (
    <nav aria-label={label} css={[navStyle, { top }]}>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={(event) => jump(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
