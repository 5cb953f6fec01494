import { Route, Routes } from 'react-router-dom';
import { BuildLabel } from './BuildLabel';
import { EmbedChatPage } from './features/chat-embed/EmbedChatPage';
import { LegalPage } from './features/legal/LegalPage';

/** Every route this app owns (see the shell's route table); the Help Center sheets are ./sheets. */
export function App() {
  return (
    <>
      <Routes>
        <Route path="/tou" element={<LegalPage document="tou" />} />
        <Route path="/privacy" element={<LegalPage document="privacy" />} />
        <Route path="/embed" element={<EmbedChatPage />} />
      </Routes>
      <BuildLabel />
    </>
  );
}
