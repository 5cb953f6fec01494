import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Spinner, theme } from '@portal/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTexts } from '../../i18n';
import type { AuthMode } from '../session/AuthHost';
import { FormAlert } from '../../ui/FormAlert';
import { LoginForm } from '../login/LoginForm';
import type { RegisterForm as RegisterFormComponent } from '../register/RegisterForm';
import { SocialButtons } from '../social-login/SocialButtons';
import { ssoNoticeKey, type SsoNotice } from '../social-login/ssoOutcome';
import { useSocialLogin } from '../social-login/useSocialLogin';

export interface AuthPanelProps {
  mode: AuthMode;
  referrer: string | null;
  /** Register mode: a prefilled email (e.g. from 'Email Not Found:email=…'). */
  defaultEmail?: string;
  /** A single-sign-on notice to show on arrival (000 §8). */
  initialNotice?: SsoNotice;
  /** The Register Now / Login link as the host renders it (a route link on the page, a button in a dialog). */
  renderModeSwitch: (target: AuthMode, label: string) => ReactNode;
  /** 'Email Not Found' / 'User Not Found' / EMAIL_CANT_RETRIEVE: go to register with this query. */
  onSsoRegister: (search: string, notice?: SsoNotice) => void;
  onSuccess?: (mode: AuthMode) => void;
}

// The register form and its form library are a chunk of their own: /login carries neither.
let loadedRegisterForm: typeof RegisterFormComponent | undefined;

/**
 * Loads the register form's chunk and keeps the form: the register page waits for it before it
 * shows (nothing moves when the form arrives); a dialog switched to registering shows a spinner.
 */
export const loadRegisterForm = () =>
  import('../register/RegisterForm').then((module) => (loadedRegisterForm = module.RegisterForm));

const LazyRegisterForm = lazy(() => loadRegisterForm().then((RegisterForm) => ({ default: RegisterForm })));

/** The portal's origin; none when drawn on the server (the forgot-password page accepts a bare path too). */
const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

const leadStyle = css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });

/** The body of the login and register modal: lead, notices, the mode's form, social buttons. */
export function AuthPanel({
  mode,
  referrer,
  defaultEmail,
  initialNotice,
  renderModeSwitch,
  onSsoRegister,
  onSuccess,
}: AuthPanelProps) {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const [notice, setNotice] = useState<SsoNotice | undefined>(initialNotice);
  const social = useSocialLogin({
    referrer,
    onSuccess,
    onOutcome: (outcome) => {
      if (outcome.kind === 'register') onSsoRegister(outcome.search, outcome.notice);
      else setNotice(outcome.notice);
    },
  });

  // Chosen once: a form whose component changed would be drawn anew, losing what was typed.
  const [RegisterForm] = useState(() => loadedRegisterForm ?? LazyRegisterForm);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.lg }}>
      <p css={leadStyle}>{t(mode === 'LOGIN' ? 'modal.loginLead' : 'modal.registerLead')}</p>
      {notice && (
        <FormAlert tone={notice === 'emailCantRetrieve' ? 'info' : 'error'}>
          {tCommon(ssoNoticeKey(notice))}
        </FormAlert>
      )}
      {/* One form per mode: switching mode unmounts the other form, so forms reset (000 §2). */}
      {mode === 'LOGIN' ? (
        <LoginForm
          key="login"
          referrer={referrer}
          forgotPasswordHref={`/forgot-password?referrer=${encodeURIComponent(
            `${pageOrigin()}${referrer ?? ''}`,
          )}`}
          onSuccess={onSuccess}
          renderModeSwitch={(label) => renderModeSwitch('REGISTER', label)}
        />
      ) : (
        <Suspense fallback={<Spinner />}>
          <RegisterForm
            key="register"
            referrer={referrer}
            defaultEmail={defaultEmail}
            onSuccess={onSuccess}
            renderModeSwitch={(label) => renderModeSwitch('LOGIN', label)}
          />
        </Suspense>
      )}
      <SocialButtons onSelect={(type) => void social.start(type)} pending={social.pending} />
    </div>
  );
}
