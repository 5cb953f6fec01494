export {
  createLifecycles,
  createEmbed,
  type Lifecycles,
  type AppProps,
  type EmbedMount,
  type Unmount,
} from './lifecycles';
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
