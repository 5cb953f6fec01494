import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { TERMS_LAST_UPDATED_AT } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { isSupportedLanguage } from '@portal/i18n';
import { Page, theme } from '@portal/ui';
import { useLegalTexts } from '../../i18n';
import { LEGAL_SECTIONS, parseLegalBody, type LegalDocument } from './sections';

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
  'li::marker': { color: theme.colors.textMuted },
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
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** /tou and /privacy: numbered sections (001 §2) with a table of contents. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const { t, i18n } = useLegalTexts();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const sections = LEGAL_SECTIONS[doc];
  const sectionId = (key: string) => `${doc}-${key}`;
  return (
    <Page title={t(`${doc}.title`)} testId={`page-${doc}`}>
      <div css={bodyStyle}>
        <div css={metaStyle}>
          <p>{t(`${doc}.subtitle`)}</p>
          <p data-testid="legal-last-updated">
            {t(`${doc}.lastUpdated`)}{' '}
            <time dateTime="2020-01-01">
              {formatDate(TERMS_LAST_UPDATED_AT, 'MMMM Do, YYYY', { language })}
            </time>
          </p>
        </div>
        <p>{t(`${doc}.intro`)}</p>
        <nav aria-labelledby={`${doc}-contents`} css={contentsStyle}>
          <h2 id={`${doc}-contents`}>{t('contents')}</h2>
          <ol>
            {sections.map((key) => (
              <li key={key}>
                <a href={`#${sectionId(key)}`} onClick={(event) => jumpTo(event, sectionId(key))}>
                  {t(`${doc}.sections.${key}.title`)}
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
              <span css={numberStyle}>{index + 1}.</span> {t(`${doc}.sections.${key}.title`)}
            </h2>
            {parseLegalBody(t(`${doc}.sections.${key}.body`)).map((block, blockIndex) =>
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
      </div>
    </Page>
  );
}
