import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { LearnVideo } from '@portal/contracts';
import { campaignQuestFixture } from '@portal/contracts/testing';
import { QuestList } from '../points/QuestList';
import { RafflePanel } from '../raffle/RafflePanel';
import { RewardList } from '../rewards/RewardList';
import { DoneStep } from '../pre-register/steps/DoneStep';
import { fakeCampaignCalls, preRegisteredStatus, reward } from '../testing/fakeCampaignCalls';
import { resetKit } from '../testing/renderKit';
import { LearnVideoPlayer } from '../video/LearnVideoPlayer';
import { prizeCode } from '@portal/i18n';
import { changeCampaignLanguage, registerCampaignTexts } from './instance';
import { CampaignKitProvider } from './kitTexts';

/** A campaign whose catalogue translates some of its content into Thai (and none into the rest). */
const NS = 'contentCampaign';
const thai = {
  pointsName: 'AE Points',
  content: {
    quests: {
      'follow-discord': { title: 'ติดตาม Discord ทางการ', description: 'เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes' },
    },
    videos: {
      'echomancy-101': {
        title: 'พื้นฐานศาสตร์ Echomancy',
        description: 'Echomancer ผูกเสียงสะท้อนของเหล่าวีรชนที่ล่วงลับได้อย่างไร',
        question: 'Echomancer ผูกอะไรไว้?',
        options: { 0: 'มังกร', 1: 'เสียงสะท้อนของวีรชนที่ล่วงลับ' },
      },
    },
    rewards: { 'milestone-50k': { title: 'ลงทะเบียนล่วงหน้า 50,000 คน', description: '1,000 Gold' } },
    prizes: { 'flagship-phone': { name: 'สมาร์ตโฟนเรือธง' } },
    coupons: { 'pre-registration': { title: 'ชุดต้อนรับ Ash Echoes' } },
  },
};
/** An English catalogue still holding an old copy of the content: the API's text wins over it. */
const english = async () => ({
  pointsName: 'AE Points',
  content: { quests: { 'follow-discord': { title: 'Follow our Discord (old copy)' } } },
});

beforeEach(async () => {
  await resetKit();
  await registerCampaignTexts(NS, { en: english, id: english, th: async () => thai, vn: english });
  await changeCampaignLanguage('th');
});

const inCampaign = (element: ReactElement) =>
  render(<CampaignKitProvider textsNamespace={NS}>{element}</CampaignKitProvider>);

/** The pre-registration's last step, its coupon as the API names it ("Ash Echoes welcome pack"). */
const showCoupon = async () => {
  inCampaign(<DoneStep status={preRegisteredStatus()} accountLabel={null} onChangeAccount={() => {}} />);
  const done = await screen.findByTestId('pre-register-done', {}, { timeout: 5000 });
  // "view my coupon", in the page's language: the step's last button.
  return within(done).getAllByRole('button').at(-1)!;
};

const video: LearnVideo = {
  code: 'echomancy-101',
  title: 'Echomancy 101',
  description: 'How Echomancers bind the echoes of fallen heroes.',
  videoUrl: '/videos/echomancy-101.webm',
  posterUrl: null,
  durationSeconds: 6,
  segmentSeconds: 2,
  segmentCount: 3,
  points: 50,
  watchedSegments: [0, 1, 2],
  question: { prompt: 'What does an Echomancer bind?', options: ['Dragons', 'Echoes of fallen heroes'] },
  answeredCorrectly: false,
  pointsEarned: 0,
  state: 'In Progress',
};

describe("campaign content in the page's language", () => {
  it("shows a quest's title and description from the campaign's Thai catalogue, and the API's text for a quest it does not name", async () => {
    const quests = jest.fn().mockResolvedValue([
      campaignQuestFixture(),
      campaignQuestFixture({
        code: 'daily-visit',
        kind: 'daily_visit',
        title: 'Visit 7 different days',
        description: '',
      }),
    ]);
    inCampaign(<QuestList api={fakeCampaignCalls({ quests })} signedIn={false} />);
    const followed = await screen.findByTestId('quest-follow-discord', {}, { timeout: 5000 });
    expect(followed).toHaveTextContent('ติดตาม Discord ทางการ');
    expect(followed).toHaveTextContent('เข้าร่วมช่องคอมมูนิตี้ของ Ash Echoes');
    expect(followed).not.toHaveTextContent('Follow the official Discord');
    expect(screen.getByTestId('quest-daily-visit')).toHaveTextContent('Visit 7 different days');
  });

  it("shows a learn video's title, description, question and options in Thai, an option the catalogue lacks as the API serves it", async () => {
    const withThird = {
      ...video,
      question: { ...video.question!, options: [...video.question!.options, 'Ancient coins'] },
    };
    inCampaign(<LearnVideoPlayer api={fakeCampaignCalls({})} video={withThird} signedIn />);
    const player = await screen.findByTestId('video-echomancy-101', {}, { timeout: 5000 });
    expect(within(player).getByRole('heading', { level: 3 })).toHaveTextContent('พื้นฐานศาสตร์ Echomancy');
    expect(player).toHaveTextContent('Echomancer ผูกเสียงสะท้อนของเหล่าวีรชนที่ล่วงลับได้อย่างไร');
    const question = screen.getByTestId('video-question');
    expect(within(question).getByText('Echomancer ผูกอะไรไว้?')).toBeInTheDocument();
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['มังกร', 'เสียงสะท้อนของวีรชนที่ล่วงลับ', 'Ancient coins']);
  });

  it("shows a reward's title in Thai, and the API's title for a reward code the catalogue does not know", async () => {
    const rewards = jest.fn().mockResolvedValue([
      reward({
        code: 'milestone-50k',
        title: '50,000 pre-registrations',
        description: '1,000 Gold and more',
      }),
      reward({ code: 'milestone-10k', title: '10,000 pre-registrations' }),
    ]);
    inCampaign(<RewardList api={fakeCampaignCalls({ rewards })} />);
    const translated = await screen.findByTestId('reward-milestone-50k', {}, { timeout: 5000 });
    expect(translated).toHaveTextContent('ลงทะเบียนล่วงหน้า 50,000 คน');
    expect(translated).not.toHaveTextContent('50,000 pre-registrations');
    expect(screen.getByTestId('reward-milestone-10k')).toHaveTextContent('10,000 pre-registrations');
  });

  it('names a raffle prize by its Thai name, keyed by the slug of the name the API serves', async () => {
    expect(prizeCode('Echo Crystal ×50')).toBe('echo-crystal-50');
    const raffle = jest.fn().mockResolvedValue({
      phase: 'entry_open',
      prizes: [
        { id: 1, name: 'Flagship phone', description: '', quantity: 1, imageUrl: null },
        { id: 2, name: 'Gaming headset', description: '', quantity: 3, imageUrl: null },
      ],
      entryCount: 0,
      announcedAt: null,
      responseDeadline: null,
      winners: [],
      me: null,
    });
    inCampaign(<RafflePanel api={fakeCampaignCalls({ raffle })} viewer={null} formatDate={String} />);
    expect(await screen.findByText('สมาร์ตโฟนเรือธง × 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Gaming headset × 3')).toBeInTheDocument();
  });

  it("shows the pre-registration coupon's title in Thai from the catalogue", async () => {
    await userEvent.click(await showCoupon());
    expect(await screen.findByTestId('pre-register-coupon')).toHaveTextContent('ชุดต้อนรับ Ash Echoes');
  });

  it("shows the API's text on an English page, even where the English catalogue has the content", async () => {
    await changeCampaignLanguage('en');
    const quests = jest.fn().mockResolvedValue([campaignQuestFixture()]);
    inCampaign(<QuestList api={fakeCampaignCalls({ quests })} signedIn={false} />);
    const followed = await screen.findByTestId('quest-follow-discord', {}, { timeout: 5000 });
    expect(followed).toHaveTextContent('Follow the official Discord');
    expect(followed).not.toHaveTextContent('old copy');
    await userEvent.click(await showCoupon());
    expect(await screen.findByTestId('pre-register-coupon')).toHaveTextContent('Ash Echoes welcome pack');
  });
});
