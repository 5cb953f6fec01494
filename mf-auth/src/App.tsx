import { TextPageRoutes } from '@portal/federation';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/login', key: 'login' },
  { path: '/register', key: 'register' },
  { path: '/forgot-password', key: 'forgotPassword' },
  { path: '/reset-password', key: 'resetPassword' },
  { path: '/auth/login/social/:type', key: 'social' },
  { path: '/verification/email', key: 'verifyEmail' },
];

export function App() {
  const { t } = useTexts();
  return <TextPageRoutes routes={routes} t={t} />;
}
