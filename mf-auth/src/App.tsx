import { DeclaredRoutes, lazyPage, type PageMap } from '@portal/federation';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { AuthModalPage } from './features/auth-modal/AuthModalPage';
import { loadRegisterForm } from './features/auth-modal/AuthPanel';

// Sign-in and registration come with the app; the pages a player reaches from a mail or a provider
// are chunks of their own, so /login downloads neither the reset nor the verification page.

// The register page shows once its form's chunk is here, so nothing moves when the form arrives.
const RegisterPage = () => <AuthModalPage mode="REGISTER" />;

const pages: PageMap<typeof routes> = {
  login: () => <AuthModalPage mode="LOGIN" />,
  register: lazyPage(() => loadRegisterForm().then(() => ({ RegisterPage })), 'RegisterPage'),
  forgotPassword: lazyPage(
    () => import('./features/forgot-password/ForgotPasswordPage'),
    'ForgotPasswordPage',
  ),
  resetPassword: lazyPage(() => import('./features/reset-password/ResetPasswordPage'), 'ResetPasswordPage'),
  socialCallback: lazyPage(() => import('./features/social-login/SocialCallbackPage'), 'SocialCallbackPage'),
  embedSignIn: lazyPage(() => import('./features/embed-sign-in/EmbedSignInPage'), 'EmbedSignInPage'),
  verifyEmail: lazyPage(() => import('./features/verify-email/VerifyEmailPage'), 'VerifyEmailPage'),
};

export function App() {
  return (
    <PortalThemeProvider>
      <DeclaredRoutes routes={routes} pages={pages} />
    </PortalThemeProvider>
  );
}
