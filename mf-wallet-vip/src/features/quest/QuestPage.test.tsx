import { render, screen, within } from '@testing-library/react';
import { installFakeApi } from '@portal/api-client/testing';
import { campaignEndpoints, endpointUrl, type CampaignQuestGroup } from '@portal/contracts';
import { campaignQuestFixture } from '@portal/contracts/testing';
import { loadCampaignCatalogue } from '@portal/federation';
import { changeLanguage } from '@portal/i18n';
import { registerTexts } from '../../i18n';
import { QuestPage } from './QuestPage';

// The campaign remotes' catalogues (`./texts`), as the shell's runtime would load them.
jest.mock('@portal/federation', () => ({
  ...jest.requireActual<object>('@portal/federation'),
  loadCampaignCatalogue: jest.fn(),
}));

const english = async () => ({ title: 'Ash Echoes' });
const thai = async () => ({
  title: 'Ash Echoes',
  content: {
    quests: {
      'follow-discord': { title: 'ติดตาม Discord ทางการ', description: 'เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes' },
    },
  },
});

const groups: CampaignQuestGroup[] = [
  {
    gameCode: 'ash_echoes',
    name: 'Ash Echoes',
    launchAt: 1_800_000_000,
    quests: [
      campaignQuestFixture(),
      campaignQuestFixture({ code: 'daily-visit', kind: 'daily_visit', title: 'Visit 7 different days' }),
    ],
  },
  {
    gameCode: 'crazy_ones',
    name: 'Crazy Ones',
    launchAt: 1_800_000_000,
    quests: [
      campaignQuestFixture({
        code: 'follow-facebook',
        title: 'Follow Crazy Ones on Facebook',
        description: '',
      }),
    ],
  },
];

let api: ReturnType<typeof installFakeApi>;
beforeAll(() => registerTexts());
beforeEach(() => {
  api = installFakeApi({ [endpointUrl(campaignEndpoints.questsAcrossCampaigns)]: groups });
  jest
    .mocked(loadCampaignCatalogue)
    .mockImplementation(async (gameCode) =>
      gameCode === 'ash_echoes'
        ? { namespace: 'ashEchoesQuests', loaders: { en: english, id: english, th: thai, vn: english } }
        : null,
    );
});
afterEach(async () => {
  api.restore();
  await changeLanguage('en');
});

describe('/quest in the page language', () => {
  it("shows a campaign's quest in Thai from the campaign's catalogue, and the API's text where it has none or its remote is unavailable", async () => {
    await changeLanguage('th');
    render(<QuestPage />);
    const ash = await screen.findByRole('region', { name: 'Ash Echoes' }, { timeout: 5000 });
    expect(await within(ash).findByText('ติดตาม Discord ทางการ')).toBeInTheDocument();
    expect(within(ash).getByText('เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes')).toBeInTheDocument();
    expect(within(ash).queryByText('Follow the official Discord')).not.toBeInTheDocument();
    expect(within(ash).getByText('Visit 7 different days')).toBeInTheDocument();
    const crazy = screen.getByRole('region', { name: 'Crazy Ones' });
    expect(within(crazy).getByText('Follow Crazy Ones on Facebook')).toBeInTheDocument();
  });
});
