import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { useSessionValue, userAtom } from '@portal/session';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

const links = [
  { key: 'hub.games', href: '/games' },
  { key: 'hub.quests', href: '/quest' },
  { key: 'hub.gacha', href: '/reward' },
  { key: 'hub.topup', href: '/topup' },
  { key: 'hub.myVip', href: '/vip' },
];

/** The signed-in home. The wallet summary and VIP rank join it with the money API. */
export default function HubPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const user = useSessionValue(userAtom);
  return (
    <div css={pageStyle} data-testid="hub-page">
      <h1>{user?.nickname ? t('hub.greeting', { name: user.nickname }) : t('hub.greetingNoName')}</h1>
      <nav aria-label={t('hub.quickLinks')}>
        <h2>{t('hub.quickLinks')}</h2>
        <ul
          css={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: theme.space.sm,
            listStyle: 'none',
            padding: 0,
          })}
        >
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
