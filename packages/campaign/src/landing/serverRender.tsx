import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  oneAtATime,
  prepareServerRender,
  renderWithStyles,
  withinMs,
  type ServerRender,
  type ServerRenderRequest,
} from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import type { CampaignCalls } from '../campaignCalls';
import { CampaignKitProvider } from '../i18n/kitTexts';
import { FirstViewContext, loadFirstView, type FirstView } from './firstView';

/** The API's share of the gateway's time budget: past it the first view renders without its data. */
const DATA_WAIT_MS = 80;

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
  return oneAtATime(async (request: ServerRenderRequest): Promise<ServerRender | null> => {
    const page = Object.hasOwn(pages, request.path) ? pages[request.path] : undefined;
    if (!page) return null;
    await prepareServerRender(request);
    const firstView = await withinMs(loadFirstView(api), request.dataWaitMs ?? DATA_WAIT_MS, NO_DATA);
    await registerTexts();
    // The panels read the address (an invite code in the query); a memory router answers with the path.
    return renderWithStyles(
      <MemoryRouter initialEntries={[request.path]}>
        <PortalThemeProvider>
          <CampaignKitProvider textsNamespace={textsNamespace}>
            <FirstViewContext value={firstView}>{page()}</FirstViewContext>
          </CampaignKitProvider>
        </PortalThemeProvider>
      </MemoryRouter>,
    );
  });
}

export type { ServerRender, ServerRenderRequest } from '@portal/federation/server';
