import { PortalThemeProvider } from '@portal/ui';
import { Route, Routes } from 'react-router-dom';
import { AuthModalPage } from './features/auth-modal/AuthModalPage';
import { ForgotPasswordPage } from './features/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { SocialCallbackPage } from './features/social-login/SocialCallbackPage';
import { VerifyEmailPage } from './features/verify-email/VerifyEmailPage';

/** Every route this app owns (see the shell's route table). */
export function App() {
  return (
    <PortalThemeProvider>
      <Routes>
        <Route path="/login" element={<AuthModalPage mode="LOGIN" />} />
        <Route path="/register" element={<AuthModalPage mode="REGISTER" />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth/login/social/:type" element={<SocialCallbackPage />} />
        <Route path="/verification/email" element={<VerifyEmailPage />} />
      </Routes>
    </PortalThemeProvider>
  );
}
