import { DeclaredRoutes, type PageMap } from '@portal/federation';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { AuthModalPage } from './features/auth-modal/AuthModalPage';
import { ForgotPasswordPage } from './features/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { SocialCallbackPage } from './features/social-login/SocialCallbackPage';
import { VerifyEmailPage } from './features/verify-email/VerifyEmailPage';

const pages: PageMap<typeof routes> = {
  login: () => <AuthModalPage mode="LOGIN" />,
  register: () => <AuthModalPage mode="REGISTER" />,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  socialCallback: SocialCallbackPage,
  verifyEmail: VerifyEmailPage,
};

export function App() {
  return (
    <PortalThemeProvider>
      <DeclaredRoutes routes={routes} pages={pages} />
    </PortalThemeProvider>
  );
}
