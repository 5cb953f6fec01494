import { createEmbed, prepareEmbed, type EmbedHostProps, type RoutedEmbedProps } from '@portal/federation';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';
import { registerTexts } from './i18n';
import { AuthHostProvider, type SignInResult } from './features/session/AuthHost';

export interface AuthEmbedProps extends RoutedEmbedProps, EmbedHostProps {
  /**
   * Called once the player is signed in (cookies written) with the mode (LOGIN or REGISTER), the user
   * id and where the portal would have gone. Without it the studio page navigates there itself.
   */
  onSuccess?: (result: SignInResult) => void;
}

function EmbeddedAuth({ initialPath = '/login', onSuccess }: AuthEmbedProps) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <AuthHostProvider
        host={{
          onSignedIn: (result) => {
            if (onSuccess) onSuccess(result);
            else if (result.destination.kind === 'external') window.location.assign(result.destination.url);
          },
        }}
      >
        <App />
      </AuthHostProvider>
    </MemoryRouter>
  );
}

/**
 * Studios: `mount(element, { initialPath: '/login' | '/register', language, onSuccess })` renders the
 * sign-in form (the modal as a page) in any page and returns `unmount`.
 */
export const { mount } = createEmbed<AuthEmbedProps>('mf-auth', EmbeddedAuth, async (props) => {
  await prepareEmbed(props);
  await registerTexts();
});
