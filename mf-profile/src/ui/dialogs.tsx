import { RemoteWidget } from '@portal/federation';
import type { AuthModalProps } from 'mf-auth/session';
import { Button, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { Link, useLocation } from 'react-router-dom';
import { useTexts } from '../i18n';
import { linkStyle } from './layout';

/** 'Coming Soon': chatting with other players will be possible once released (000 §2). */
export function ComingSoonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTexts();
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="confirm"
      title={t('chat.comingSoon')}
      footer={<Button onClick={onClose}>{t('chat.ok')}</Button>}
    >
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('chat.comingSoonText')}</p>
    </Modal>
  );
}

/** Without mf-auth (down, or standalone development): a plain dialog that links to the login page. */
function LoginFallback({ open, onClose, referrer }: AuthModalProps) {
  const { t } = useTexts();
  return (
    <Modal open={open} onClose={onClose} variant="confirm" title={t('login.title')}>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('login.text')}</p>
      <p css={{ marginBottom: 0 }}>
        <Link to={`/login?referrer=${encodeURIComponent(referrer ?? '/')}`} css={linkStyle}>
          {t('login.action')}
        </Link>
      </p>
    </Modal>
  );
}

/** The login dialog of a public profile: mf-auth's AuthModal, loaded at runtime (its `./session` expose). */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname, search } = useLocation();
  const props: AuthModalProps = { open, onClose, referrer: `${pathname}${search}` };
  if (!open) return null;
  return (
    <RemoteWidget
      remote="mf_auth"
      module="./session"
      exportName="AuthModal"
      props={props}
      fallback={<LoginFallback {...props} />}
    />
  );
}
