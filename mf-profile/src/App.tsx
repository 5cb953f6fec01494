import { TextPageRoutes } from '@portal/federation';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/account', key: 'account' },
  { path: '/account/my-profile', key: 'myProfile' },
  { path: '/account/my-profile/edit', key: 'editProfile' },
  { path: '/profiles/:slug', key: 'publicProfile' },
  { path: '/personality/result', key: 'personality' },
  { path: '/friends/*', key: 'friends' },
  { path: '/chat/*', key: 'chat' },
];

export function App() {
  const { t } = useTexts();
  return <TextPageRoutes routes={routes} t={t} />;
}
