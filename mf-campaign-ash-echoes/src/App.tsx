import { TextPageRoutes } from '@portal/federation';
import { useTexts } from './i18n';

/** Every route this app owns (see the shell's route table). */
const routes = [
  { path: '/games/official/ash_echoes', key: 'official' },
  { path: '/games/pre-register/ash_echoes', key: 'preRegister' },
  { path: '/pre-register', key: 'preRegisterShort' },
  { path: '/pre-register/mobile', key: 'preRegisterMobile' },
  { path: '/games/ua/ash_echoes', key: 'ua' },
  { path: '/ua', key: 'uaShort' },
  { path: '/vn', key: 'vn' },
  { path: '/games/tnc/terms', key: 'terms' },
  { path: '/terms', key: 'termsShort' },
  { path: '/games/tnc/privacy', key: 'privacy' },
  { path: '/anniversary/:gameCode/puzzle/*', key: 'puzzle' },
  { path: '/event/:gameCode/:eventCode/puzzle/*', key: 'eventPuzzle' },
];

export function App() {
  const { t } = useTexts();
  return <TextPageRoutes routes={routes} t={t} />;
}
