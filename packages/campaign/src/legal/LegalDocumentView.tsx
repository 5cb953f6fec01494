import { css } from '@emotion/react';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Page, theme } from '@portal/ui';
import { parseLegalBody } from './parseLegalBody';

/**
 * The data a legal page is made of, in the shape mf-help's `features/legal/sections.ts` uses:
 * an ordered list of section keys, and for each key a title and a body whose blank-line separated
 * blocks are paragraphs, or lists when every line starts with "- ". Numbers come from the order.
 */
export interface LegalDocumentViewProps {
  /** Prefix of the section ids (anchors), e.g. `tou` or `privacy`. */
  document: string;
  title: string;
  /** The document title when the heading alone is ambiguous, e.g. a game's own privacy policy. */
  pageTitle?: string;
  subtitle?: string;
  /** "Terms last updated" and the formatted date, e.g. January 1st, 2020. */
  lastUpdatedLabel: string;
  lastUpdated: { dateTime: string; text: string };
  intro?: string;
  contentsLabel: string;
  sections: readonly string[];
  sectionTitle: (key: string) => string;
  sectionBody: (key: string) => string;
  /** Anything below the last section, e.g. a back link. */
  footer?: ReactNode;
  /** An id for the whole document, for links such as `/tou#eula` (the EULA is part of the Terms of Use). */
  anchorId?: string;
}

const bodyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xl,
  maxWidth: 760,
  lineHeight: theme.lineHeights.normal,
  'p, li': { color: theme.colors.textMuted, fontSize: theme.fontSizes.md },
});

const metaStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  marginTop: -theme.space.sm,
  '& > p:first-of-type': { color: theme.colors.text, fontWeight: theme.fontWeights.medium },
  time: { color: theme.colors.gold },
});

const contentsStyle = css({
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  h2: { fontSize: theme.fontSizes.md, marginBottom: theme.space.sm },
  ol: {
    margin: 0,
    paddingLeft: theme.space.xl,
    // Two columns on wide screens, read top to bottom like the numbering.
    [theme.breakpoints.wide]: { columnCount: 2, columnGap: theme.space.xxl },
  },
  li: { breakInside: 'avoid', paddingBlock: theme.space.xxs },
  a: {
    color: theme.colors.gold,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
});

const sectionStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  scrollMarginTop: 72, // below the sticky header
  h2: { fontSize: theme.fontSizes.lg, color: theme.colors.text, outline: 'none' },
  ul: { margin: 0, paddingLeft: theme.space.xl, display: 'grid', gap: theme.space.xs },
});

const numberStyle = css({ color: theme.colors.gold, marginRight: theme.space.xs });

/** Jumps to a section without touching the URL (the page also lives inside studio sites). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** A legal text page: numbered sections (001 §2) with a table of contents. */
export function LegalDocumentView(props: LegalDocumentViewProps) {
  const { document: doc, sections, sectionTitle, sectionBody } = props;
  const sectionId = (key: string) => `${doc}-${key}`;
  // The texts load after the document: the browser's own jump to the address's anchor came too early.
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target) document.getElementById(decodeURIComponent(target))?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Page title={props.title} testId={`page-${doc}`}>
      <div css={bodyStyle} data-page-title={props.pageTitle} id={props.anchorId}>
        <div css={metaStyle}>
          {props.subtitle && <p>{props.subtitle}</p>}
          <p data-testid="legal-last-updated">
            {props.lastUpdatedLabel}{' '}
            <time dateTime={props.lastUpdated.dateTime}>{props.lastUpdated.text}</time>
          </p>
        </div>
        {props.intro && <p>{props.intro}</p>}
        <nav aria-labelledby={`${doc}-contents`} css={contentsStyle}>
          <h2 id={`${doc}-contents`}>{props.contentsLabel}</h2>
          <ol>
            {sections.map((key) => (
              <li key={key}>
                <a href={`#${sectionId(key)}`} onClick={(event) => jumpTo(event, sectionId(key))}>
                  {sectionTitle(key)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((key, index) => (
          <section
            key={key}
            id={sectionId(key)}
            css={sectionStyle}
            aria-labelledby={`${sectionId(key)}-title`}
          >
            <h2 id={`${sectionId(key)}-title`} tabIndex={-1}>
              <span css={numberStyle}>{index + 1}.</span> {sectionTitle(key)}
            </h2>
            {parseLegalBody(sectionBody(key)).map((block, blockIndex) =>
              block.kind === 'list' ? (
                <ul key={blockIndex}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={blockIndex}>{block.text}</p>
              ),
            )}
          </section>
        ))}
        {props.footer}
      </div>
    </Page>
  );
}
