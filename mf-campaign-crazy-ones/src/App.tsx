import { TextPageRoutes } from '@portal/federation';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/games/official/crazy_ones', key: 'official' },
  { path: '/anniversary/:gameCode/puzzle/*', key: 'puzzle' },
  { path: '/event/:gameCode/:eventCode/puzzle/*', key: 'eventPuzzle' },
];

export function App() {
  const { t } = useTexts();
  return <TextPageRoutes routes={routes} t={t} />;
}
