import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { createEmbed } from './embed';

export interface RoutedEmbedProps {
  /** The app route to show, e.g. '/tou'; the embed keeps its own history and never touches the page URL. */
  initialPath?: string;
}

/** `mount(element, { initialPath })` for route-based remotes: a MemoryRouter inside the studio's page. */
export function createRoutedEmbed<P extends RoutedEmbedProps>(
  app: string,
  Routes: ComponentType,
  prepare?: (props: P) => Promise<void>,
) {
  const Root = ({ initialPath = '/' }: P) => (
    <MemoryRouter initialEntries={[initialPath]}>
      <Routes />
    </MemoryRouter>
  );
  return createEmbed<P>(app, Root, prepare);
}

export interface StandaloneOptions {
  /** Where `/` of the dev server leads when the app owns no `/` (a campaign: its landing). */
  home?: string;
}

/** Development: the remote alone on its own dev server, at its real routes. */
export async function renderStandalone(
  app: string,
  Routes: ComponentType,
  prepare?: () => Promise<void>,
  { home }: StandaloneOptions = {},
) {
  if (home && window.location.pathname === '/') window.history.replaceState(null, '', home);
  await prepare?.();
  const element = document.getElementById('root');
  if (!element) throw new Error('standalone page has no #root');
  createRoot(element).render(
    <BrowserRouter>
      <AppErrorBoundary app={app}>
        <Routes />
      </AppErrorBoundary>
    </BrowserRouter>,
  );
}
