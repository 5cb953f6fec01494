import { DeclaredRoutes, type PageMap } from '@portal/federation';
import routes from '../routes';
import { BuildLabel } from './BuildLabel';
import { EmbedChatPage } from './features/chat-embed/EmbedChatPage';
import { LegalPage } from './features/legal/LegalPage';

const pages: PageMap<typeof routes> = {
  termsOfUse: () => <LegalPage document="tou" />,
  privacy: () => <LegalPage document="privacy" />,
  embedChat: EmbedChatPage,
};

/** The pages of mf-help's routes (../routes.ts); the Help Center sheets are the ./sheets overlay. */
export function App() {
  return (
    <>
      <DeclaredRoutes routes={routes} pages={pages} />
      <BuildLabel />
    </>
  );
}
