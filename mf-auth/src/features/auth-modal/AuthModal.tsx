import { Modal } from '@portal/ui/overlay';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';
import type { AuthMode } from '../session/AuthHost';
import { linkStyle } from '../../ui/styles';
import type { SsoNotice } from '../social-login/ssoOutcome';
import { AuthPanel } from './AuthPanel';

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  /** LOGIN unless a default is passed (000 §2). */
  defaultMode?: AuthMode;
  referrer?: string | null;
  onSuccess?: (mode: AuthMode) => void;
}

/**
 * The login and register modal as a dialog (a studio page, a login dialog on a public profile).
 * The page version is AuthModalPage. Closing and reopening starts from fresh forms.
 */
export function AuthModal({
  open,
  onClose,
  defaultMode = 'LOGIN',
  referrer = null,
  onSuccess,
}: AuthModalProps) {
  const { t } = useTexts();
  const [mode, setMode] = useState<AuthMode>(defaultMode);
  const [prefill, setPrefill] = useState<{ email?: string; notice?: SsoNotice }>({});
  // Every opening starts in the default mode with empty forms (state adjusted while rendering).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMode(defaultMode);
      setPrefill({});
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(mode === 'LOGIN' ? 'modal.loginTitle' : 'modal.registerTitle')}
      footer={
        <Link to="/tou" css={[linkStyle, { marginRight: 'auto', fontSize: 14 }]}>
          {t('modal.termsOfUse')}
        </Link>
      }
    >
      <AuthPanel
        key={`${mode}-${prefill.email ?? ''}-${prefill.notice ?? ''}`}
        mode={mode}
        referrer={referrer}
        defaultEmail={prefill.email}
        initialNotice={prefill.notice}
        onSuccess={(finished) => {
          onSuccess?.(finished);
          onClose();
        }}
        onSsoRegister={(search, notice) => {
          setPrefill({ email: new URLSearchParams(search).get('email') ?? undefined, notice });
          setMode('REGISTER');
        }}
        renderModeSwitch={(target, label) => (
          <button type="button" css={linkStyle} onClick={() => setMode(target)}>
            {label}
          </button>
        )}
      />
    </Modal>
  );
}
