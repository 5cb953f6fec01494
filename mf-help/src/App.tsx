import { TextPageRoutes } from '@portal/federation';
import { BuildLabel } from './BuildLabel';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/tou', key: 'tou' },
  { path: '/privacy', key: 'privacy' },
  { path: '/embed', key: 'embed' },
];

export function App() {
  const { t } = useTexts();
  return (
    <>
      <TextPageRoutes routes={routes} t={t} />
      <BuildLabel />
    </>
  );
}
