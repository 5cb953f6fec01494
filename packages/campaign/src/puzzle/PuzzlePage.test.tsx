import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiRequestError } from '@portal/api-client';
import type { PuzzleBoard, PuzzlePiece } from '@portal/contracts';
import { fakeCampaignCalls } from '../testing/fakeCampaignCalls';
import { renderKit, resetKit } from '../testing/renderKit';
import type { PuzzleCalls } from './puzzleCalls';
import { PuzzlePage } from './PuzzlePage';
import { registerPuzzleTexts } from './puzzleTexts';

beforeEach(async () => {
  await resetKit();
  await registerPuzzleTexts();
});

const piece = (index: number, placedAt: number | null = null): PuzzlePiece => ({
  index,
  source: 'daily_visit',
  sourceRef: '2026-11-24',
  collectedAt: 1_790_000_000,
  placedAt,
});

const board = (pieces: PuzzlePiece[], overrides: Partial<PuzzleBoard['event']> = {}): PuzzleBoard => ({
  event: {
    gameCode: 'crazy_ones',
    eventCode: 'anniversary',
    title: 'Anniversary puzzle',
    rewardTitle: 'Story pack',
    startsAt: 1_789_000_000,
    endsAt: 1_799_000_000,
    rows: 1,
    columns: 2,
    imageUrl: '/api/public/campaigns/crazy_ones/puzzles/anniversary/image?v=1',
    status: 'live',
    ...overrides,
  },
  pieces,
  reward: null,
  visitedToday: true,
});

function fakePuzzleCalls(overrides: Partial<PuzzleCalls>): PuzzleCalls {
  const reject = () => Promise.reject(new Error('not expected in this test'));
  return {
    board: jest.fn(reject),
    collect: jest.fn(reject),
    place: jest.fn(reject),
    complete: jest.fn(reject),
    ...overrides,
  };
}

const show = (api: PuzzleCalls) =>
  renderKit(
    <MemoryRouter>
      <PuzzlePage
        gameCode="crazy_ones"
        eventCode="anniversary"
        landingPath="/games/official/crazy_ones"
        api={api}
        questApi={fakeCampaignCalls({ quests: jest.fn().mockResolvedValue([]) })}
      />
    </MemoryRouter>,
  );

describe('puzzle page', () => {
  it("says which piece today's visit gave, and places the last piece to receive the code", async () => {
    const user = userEvent.setup();
    const api = fakePuzzleCalls({
      collect: jest.fn().mockResolvedValue({ board: board([piece(0, 1), piece(1)]), collected: [piece(1)] }),
      place: jest.fn().mockResolvedValue(board([piece(0, 1), piece(1, 2)])),
      complete: jest.fn().mockResolvedValue({ title: 'Story pack', code: 'CO-ANNIV-001', claimedAt: 3 }),
    });
    show(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anniversary puzzle' })).toBeInTheDocument();
    expect(screen.getByText('You collected a new piece!')).toBeInTheDocument();
    expect(screen.getByTestId('puzzle-progress')).toHaveTextContent('2 of 2 pieces collected · 1 placed');
    // The empty slot shows its own part of the picture, no "Slot 2" written on it.
    const slot = screen.getByRole('button', { name: 'Slot 2' });
    expect(slot).toHaveTextContent('');
    expect(slot.querySelector('span')).toHaveStyle({ backgroundPosition: '100% 0%' });
    await user.click(screen.getByRole('button', { name: 'Piece 2' }));
    await user.click(slot);
    expect(api.place).toHaveBeenCalledWith(1, 1);
    expect(within(await screen.findByTestId('puzzle-reward')).getByTestId('reward-code')).toHaveTextContent(
      'CO-ANNIV-001',
    );
  });

  it('shows the refusal when a piece is dropped on another slot', async () => {
    const user = userEvent.setup();
    const api = fakePuzzleCalls({
      collect: jest.fn().mockResolvedValue({ board: board([piece(1)]), collected: [] }),
      place: jest
        .fn()
        .mockRejectedValue(
          new ApiRequestError(422, [{ code: 'PUZZLE_PIECE_DOES_NOT_FIT', message: 'refused' }]),
        ),
    });
    show(api);
    await user.click(await screen.findByRole('button', { name: 'Piece 2' }));
    await user.click(screen.getByRole('button', { name: 'Slot 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This piece does not fit there. Try another slot.',
    );
  });

  it('reads the board of an ended event without collecting, and says it ended', async () => {
    const api = fakePuzzleCalls({
      collect: jest
        .fn()
        .mockRejectedValue(new ApiRequestError(409, [{ code: 'PUZZLE_EVENT_ENDED', message: 'refused' }])),
      board: jest.fn().mockResolvedValue(board([piece(0, 1)], { status: 'ended' })),
    });
    show(api);
    expect(await screen.findByText(/^This event ended on /)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your pieces' })).not.toBeInTheDocument();
  });

  it('shows an empty state when the game has no such event, and Retry when loading failed', async () => {
    const { unmount } = show(
      fakePuzzleCalls({
        collect: jest
          .fn()
          .mockRejectedValue(
            new ApiRequestError(404, [{ code: 'PUZZLE_EVENT_NOT_FOUND', message: 'refused' }]),
          ),
      }),
    );
    expect(await screen.findByText('There is no puzzle event here right now.')).toBeInTheDocument();
    // Still a page with a heading: the portal titles and announces it.
    expect(screen.getByRole('heading', { level: 1, name: 'Puzzle event' })).toBeInTheDocument();
    unmount();
    show(fakePuzzleCalls({ collect: jest.fn().mockRejectedValue(new TypeError('offline')) }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Puzzle event' })).toBeInTheDocument();
  });
});
