import { screen } from '@testing-library/react';
import { campaignMediaRoutes, type LearnVideo } from '@portal/contracts';
import { changeCampaignLanguage } from '../i18n/instance';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import { LearnVideoPlayer } from './LearnVideoPlayer';

beforeEach(resetKit);

const video = (videoUrl: string): LearnVideo => ({
  code: 'echomancy-101',
  title: 'Echomancy 101',
  description: 'How Echomancers bind the echoes of fallen heroes.',
  videoUrl,
  posterUrl: null,
  durationSeconds: 6,
  segmentSeconds: 2,
  segmentCount: 3,
  points: 50,
  watchedSegments: [],
  question: null,
  answeredCorrectly: false,
  pointsEarned: 0,
  state: 'In Progress',
});

const show = (videoUrl: string) =>
  renderKit(<LearnVideoPlayer api={fakeCampaignCalls({})} video={video(videoUrl)} signedIn={false} />);

describe('learn video player', () => {
  it('attaches the WebVTT captions the API serves in each language, the English shown on an English page', async () => {
    show(campaignMediaRoutes.media('ash_echoes', 'echomancy-101.webm'));
    // The first render loads the kit's texts: generous on a busy machine.
    await screen.findByText('Echomancy 101', {}, { timeout: 5000 });
    const tracks = [...screen.getByTestId('video-echomancy-101').querySelectorAll('video > track')];
    expect(
      tracks.map((track) => [
        track.getAttribute('kind'),
        track.getAttribute('srclang'),
        track.getAttribute('label'),
        track.getAttribute('src'),
      ]),
    ).toEqual(
      [
        ['en', 'English'],
        ['id', 'Bahasa Indonesia'],
        ['th', 'ภาษาไทย'],
        ['vi', 'Tiếng Việt'],
      ].map(([srclang, label], index) => [
        'captions',
        srclang,
        label,
        campaignMediaRoutes.media('ash_echoes', `echomancy-101.${['en', 'id', 'th', 'vn'][index]}.vtt`),
      ]),
    );
    expect(
      tracks.filter((track) => track.hasAttribute('default')).map((track) => track.getAttribute('srclang')),
    ).toEqual(['en']);
  });

  it("shows the page language's captions by default on a Vietnamese page", async () => {
    await changeCampaignLanguage('vn');
    show(campaignMediaRoutes.media('ash_echoes', 'echomancy-101.webm'));
    await screen.findByText('Echomancy 101', {}, { timeout: 5000 });
    const shown = screen.getByTestId('video-echomancy-101').querySelectorAll('video > track[default]');
    expect([...shown].map((track) => track.getAttribute('srclang'))).toEqual(['vi']);
  });

  it('draws no captions track for a video hosted elsewhere, whose captions the API does not have', async () => {
    show('https://cdn.example.com/intro.webm');
    await screen.findByText('Echomancy 101', {}, { timeout: 5000 });
    expect(screen.getByTestId('video-echomancy-101').querySelector('track')).toBeNull();
  });
});
