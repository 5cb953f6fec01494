import { screen } from '@testing-library/react';
import { campaignMediaRoutes, type LearnVideo } from '@portal/contracts';
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
  it('attaches the WebVTT captions the API serves beside the video, shown by default', async () => {
    show(campaignMediaRoutes.media('ash_echoes', 'echomancy-101.webm'));
    // The first render loads the kit's texts: generous on a busy machine.
    await screen.findByText('Echomancy 101', {}, { timeout: 5000 });
    const track = screen.getByTestId('video-echomancy-101').querySelector('video > track');
    expect(track).not.toBeNull();
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', campaignMediaRoutes.media('ash_echoes', 'echomancy-101.vtt'));
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English captions');
    expect(track).toHaveAttribute('default');
  });

  it('draws no captions track for a video hosted elsewhere, whose captions the API does not have', async () => {
    show('https://cdn.example.com/intro.webm');
    await screen.findByText('Echomancy 101', {}, { timeout: 5000 });
    expect(screen.getByTestId('video-echomancy-101').querySelector('track')).toBeNull();
  });
});
