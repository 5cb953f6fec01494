import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Campaign } from '@portal/contracts';
import { campaignFixture } from '@portal/contracts/testing';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { PreRegisterPanel } from './PreRegisterPanel';

beforeEach(resetKit);

const campaign = (preRegistrationOpen: boolean): Campaign => campaignFixture({ preRegistrationOpen });

const show = (loaded: Campaign | null) =>
  renderKit(
    <MemoryRouter>
      <PreRegisterPanel api={fakeCampaignCalls({})} campaign={loaded} />
    </MemoryRouter>,
  );

describe('pre-registration panel of a landing', () => {
  it('shows the flow while the operator keeps pre-registration open', async () => {
    show(campaign(true));
    expect(
      await screen.findByText('input a valid email address to receive your rewards'),
    ).toBeInTheDocument();
  });

  it('says pre-registration is closed when the operator closed it', () => {
    show(campaign(false));
    expect(screen.getByText('Pre-registration is closed.')).toBeInTheDocument();
    expect(screen.queryByText('input a valid email address to receive your rewards')).not.toBeInTheDocument();
  });

  it('waits for the campaign configuration with a skeleton', () => {
    show(null);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
