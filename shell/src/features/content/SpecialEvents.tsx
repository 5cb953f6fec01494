import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { eventsFor, specialEventsOf, type EventPlacement } from '@portal/contracts';
import { theme, focusOutline } from '@portal/ui';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { nowSeconds, useContent } from './useContent';

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

const cardStyle = css({
  display: 'grid',
  gap: theme.space.xs,
  height: '100%',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.gold}`,
  background: theme.gradients.surface,
  color: theme.colors.text,
  textDecoration: 'none',
  img: { width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', display: 'block' },
  '& > div': { display: 'grid', gap: theme.space.xs, padding: theme.space.md },
  '&:focus-visible': focusOutline(),
});

const isInternal = (link: string) => link.startsWith('/');

/**
 * Event cards of the operators' special events (SPECIAL_EVENTS) running now on this page (/, /hub
 * or /games). Nothing while the content loads, when it failed or when none runs: the page is as
 * before. Placed after the page's own content, so their arrival moves nothing above them.
 */
export function SpecialEvents({ placement }: { placement: EventPlacement }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const content = useContent();
  const events = content
    ? eventsFor(specialEventsOf(content.groups, content.language), placement, nowSeconds())
    : [];
  if (events.length === 0) return null;
  return (
    <section
      aria-label={t('events.title')}
      data-testid="special-events"
      css={{ display: 'grid', gap: theme.space.md }}
    >
      <h2>{t('events.title')}</h2>
      <ul css={listStyle}>
        {events.map((event) => {
          const body = (
            <>
              {event.image && <img src={event.image} alt="" width={600} height={200} loading="lazy" />}
              <div>
                <strong>{event.title}</strong>
                {event.body && <span css={{ color: theme.colors.textMuted }}>{event.body}</span>}
              </div>
            </>
          );
          return (
            <li key={event.id} data-testid="special-event">
              {!event.link ? (
                <div css={cardStyle}>{body}</div>
              ) : isInternal(event.link) ? (
                <Link to={event.link} css={cardStyle}>
                  {body}
                </Link>
              ) : (
                <a href={event.link} css={cardStyle} rel="noopener noreferrer" target="_blank">
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
