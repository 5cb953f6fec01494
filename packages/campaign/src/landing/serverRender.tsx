import type { ReactNode } from 'react';
import { pageServerRender, type ServerPage } from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import type { CampaignCalls } from '../campaignCalls';
import { CampaignKitProvider } from '../i18n/kitTexts';
import { FirstViewContext, loadFirstView, type FirstView } from './firstView';

const NO_DATA: FirstView = { campaign: null, counter: null };

export interface LandingServerRender {
  api: Pick<CampaignCalls, 'campaign' | 'counter'>;
  textsNamespace: string;
  registerTexts: () => Promise<void>;
  /** The pages drawn on the server, by path (the landings strangers arrive on); others render in the browser. */
  pages: Record<string, () => ReactNode>;
}

/**
 * A campaign remote's `render` (its `serverRender` entry): a visitor's first view of a landing in
 * the page's language, with the campaign's configuration and counter read on the server, inside
 * the same providers as the app. Answers null for paths it does not draw.
 */
export function landingServerRender({ api, textsNamespace, registerTexts, pages }: LandingServerRender) {
  const landing =
    (page: () => ReactNode): ServerPage =>
    async ({ within }) => (
      <FirstViewContext value={(await within(loadFirstView(api))) ?? NO_DATA}>{page()}</FirstViewContext>
    );
  return pageServerRender({
    // Each landing path is a route of its own page.
    routes: Object.keys(pages).map((path) => ({ path, page: path })),
    registerTexts,
    Providers: ({ children }) => (
      <PortalThemeProvider>
        <CampaignKitProvider textsNamespace={textsNamespace}>{children}</CampaignKitProvider>
      </PortalThemeProvider>
    ),
    pages: Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, landing(page)])),
  });
}

export type { ServerRender, ServerRenderRequest } from '@portal/federation/server';
