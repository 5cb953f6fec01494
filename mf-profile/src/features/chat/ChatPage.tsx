import { theme, EmptyState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { card, linkStyle, ProfilePage } from '../../ui/layout';
import { ChatIcon } from '../../ui/icons';

/** /chat and /chat/{groupId}: chatting with other players comes once released (000 §2 'Coming Soon'). */
export function ChatPage() {
  const { t } = useTexts();
  return (
    <ProfilePage title={t('chat.title')} testId="page-chat">
      {/* Wide screens: the chat's room, framed as the conversation will be, not a line lost in the page. */}
      <div
        css={{
          [theme.breakpoints.wide]: {
            ...card,
            minHeight: 360,
            display: 'grid',
            alignContent: 'center',
          },
        }}
      >
        <EmptyState
          image={
            <span css={{ display: 'inline-flex', color: theme.colors.gold }}>
              <ChatIcon />
            </span>
          }
          title={t('chat.comingSoon')}
          action={
            <Link to="/friends" css={linkStyle}>
              {t('chat.toFriends')}
            </Link>
          }
        >
          {t('chat.comingSoonText')}
        </EmptyState>
      </div>
    </ProfilePage>
  );
}
