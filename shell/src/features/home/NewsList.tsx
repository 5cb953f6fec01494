import { css } from '@emotion/react';
import { currentLanguage, HTML_LANG, usePortalTranslation } from '@portal/i18n';
import { formatDate } from '@portal/format/date';
import { NEWS_HOME_COUNT, type PublicNewsItem } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { ErrorState, theme, focusOutline } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { SHELL_NS } from '../../i18n';
import { servedOr, useHomeFirstView } from './homeFirstView';
import { fetchNews } from './newsCalls';

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  // Room for the cards while they load, so the sections below stay where they are.
  minHeight: 120,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const itemStyle = css({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  textDecoration: 'none',
  p: { margin: 0 },
  time: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  strong: { fontSize: theme.fontSizes.md, lineHeight: theme.lineHeights.tight },
  'a&:hover strong': { color: theme.colors.gold },
  '&:focus-visible': focusOutline(),
});

const skeletonStyle = css(itemStyle, { minHeight: 96, opacity: 0.5 });

const isInternal = (link: string) => link.startsWith('/');

function NewsCard({ item }: { item: PublicNewsItem }) {
  const language = currentLanguage();
  const body = (
    <>
      <time dateTime={new Date(item.publishedAt * 1000).toISOString()}>
        {formatDate(item.publishedAt, 'DD MMM YYYY', { language })}
      </time>
      <strong>{item.title}</strong>
      {item.body && <p css={{ color: theme.colors.textMuted }}>{item.body}</p>}
    </>
  );
  // Text in the fallback language says so to screen readers and fonts.
  const lang = item.language === language ? undefined : HTML_LANG[item.language];
  if (!item.link)
    return (
      <div css={itemStyle} lang={lang}>
        {body}
      </div>
    );
  return isInternal(item.link) ? (
    <Link to={item.link} css={itemStyle} lang={lang}>
      {body}
    </Link>
  ) : (
    <a href={item.link} css={itemStyle} lang={lang} rel="noopener noreferrer" target="_blank">
      {body}
    </a>
  );
}

/** The latest news operators posted, in the page's language; a line of its own when there is none. */
export function NewsList() {
  const { t } = usePortalTranslation(SHELL_NS);
  const language = currentLanguage();
  const news = servedOr(
    useResource((signal) => fetchNews(signal, language), [language]),
    useHomeFirstView()?.news,
  );
  return (
    <section
      aria-labelledby="home-news"
      data-testid="home-news"
      css={{ display: 'grid', gap: theme.space.md }}
    >
      <h2 id="home-news">{t('home.news.title')}</h2>
      {news.status === 'error' ? (
        <ErrorState message={t('home.news.failed')} onRetry={news.retry} />
      ) : news.status === 'loading' ? (
        <ul css={listStyle} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: Math.min(NEWS_HOME_COUNT, 2) }, (_, index) => (
            <li key={index} css={skeletonStyle} />
          ))}
        </ul>
      ) : news.data.length === 0 ? (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('home.news.empty')}</p>
      ) : (
        <ul css={listStyle}>
          {news.data.map((item) => (
            <li key={item.id} data-testid="news-item">
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
