import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { helpSheetAtom, useSetSessionValue } from '@portal/session';
import { Button, theme } from '@portal/ui';
import { SHELL_NS } from '../i18n';

const headerStyle = css({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  height: 56,
  padding: `0 ${theme.space.lg}px`,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
});

const logoStyle = css({
  color: theme.colors.gold,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textDecoration: 'none',
  fontSize: 18,
});

/** The shell's header; later issues add the points chip, language switch and burger. */
export function Header() {
  const { t } = usePortalTranslation(SHELL_NS);
  const setHelpSheet = useSetSessionValue(helpSheetAtom);
  return (
    <header css={headerStyle} data-testid="shell-header">
      <Link to="/" css={logoStyle} aria-label={t('header.home')}>
        PLAYER PORTAL
      </Link>
      <Button
        variant="ghost"
        size="sm"
        css={{ marginLeft: 'auto' }}
        onClick={() => setHelpSheet({ open: true, view: 'menu' })}
      >
        {t('header.needHelp')}
      </Button>
    </header>
  );
}
