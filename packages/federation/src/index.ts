// createLifecycles has an entry of its own (`@portal/federation/lifecycles`): only remotes mount
// through single-spa-react, so the shell's page does not carry it.
export type { Lifecycles, AppProps } from './lifecycles';
export { createEmbed, type EmbedMount, type Unmount } from './embed';
export { AppErrorBoundary } from './AppErrorBoundary';
export { announceMount, reportRemoteError, portalGlobal, type MountRecord } from './diagnostics';
export { createRoutedEmbed, renderStandalone, type RoutedEmbedProps } from './standalone';
export { portalApiBaseUrl, prepareEmbed, type EmbedHostProps } from './embedHost';
export { textPage } from './PageRoutes';
export { DeclaredRoutes, lazyPage, type PageMap } from './DeclaredRoutes';
export { RemoteWidget, type RemoteWidgetProps } from './RemoteWidget';
export { loadCampaignCatalogue, loadRemoteModule } from './remoteModule';
export { yieldToMain } from './yieldToMain';
export { navigateInPortal, portalLinkProps } from './navigation';
