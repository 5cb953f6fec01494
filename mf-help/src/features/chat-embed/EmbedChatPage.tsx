import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePortalTranslation } from '@portal/i18n';
import { Button, linkButtonStyle, Page, Spinner, theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { chatFrameUrl, embedPath, isAllowedChatUrl } from './chatWidgetUrl';
import { useChatWidgetConfig } from './useChatWidgetConfig';

const frameStyle = css({
  display: 'block',
  width: '100%',
  // Room for the header, the title and the bottom navigation; never too small to chat in.
  height: 'max(480px, calc(100dvh - 260px))',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
});

const noticeStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.md,
  padding: theme.space.xl,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  h2: { fontSize: theme.fontSizes.lg, color: theme.colors.text },
});

function Notice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div css={noticeStyle} data-testid={testId} role="status">
      {children}
    </div>
  );
}

/**
 * /embed?uid=…&gameCode=…&url=… (000 §2): the help chat inside the portal frame. Without `url` the
 * configured chat widget opens; a `url` whose origin is not on the allow-list is refused.
 */
export function EmbedChatPage() {
  const { t, i18n } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const gameCode = params.get('gameCode');
  const requested = params.get('url');
  const { state, retry } = useChatWidgetConfig();

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div
        css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, color: theme.colors.textMuted }}
      >
        <Spinner size={20} decorative />
        {t('embed.loading')}
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <Notice testId="embed-failed">
        <p>{t('embed.loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {tCommon('app.retry')}
        </Button>
      </Notice>
    );
  } else {
    const { config } = state;
    const target = requested ?? config.url;
    if (!target) {
      body = (
        <Notice testId="embed-unavailable">
          <p>{t('embed.unavailable')}</p>
        </Notice>
      );
    } else if (!isAllowedChatUrl(target, config.allowedOrigins)) {
      body = (
        <Notice testId="embed-refused">
          <h2>{t('embed.refusedTitle')}</h2>
          <p>{t('embed.refused')}</p>
          {config.url && (
            <Link css={linkButtonStyle} to={embedPath({ url: config.url, uid, gameCode })}>
              {t('embed.openOfficial')}
            </Link>
          )}
        </Notice>
      );
    } else {
      body = (
        <iframe
          css={frameStyle}
          title={t('embed.frameTitle')}
          src={chatFrameUrl(target, { uid, gameCode, lang: i18n.language })}
          // The widget runs its own scripts and forms on its own origin; nothing else.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          allow="clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="help-chat-frame"
        />
      );
    }
  }

  return (
    <Page title={t('embed.title')} testId="page-embed">
      <p>{t('embed.subtitle')}</p>
      {body}
    </Page>
  );
}
