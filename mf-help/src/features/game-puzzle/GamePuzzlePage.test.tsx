import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFakeApi } from '@portal/api-client/testing';
import { campaignApiRoutes, campaignErrorCodes, puzzleApiRoutes, puzzleErrorCodes } from '@portal/contracts';
import { campaignFixture } from '@portal/contracts/testing';
import { GamePuzzlePage } from './GamePuzzlePage';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/anniversary/:gameCode/puzzle" element={<GamePuzzlePage page="puzzle" />} />
        <Route path="/event/:gameCode/:eventCode/puzzle" element={<GamePuzzlePage page="eventPuzzle" />} />
      </Routes>
    </MemoryRouter>,
  );

describe('puzzle routes of any game with a campaign (000 §2)', () => {
  it("open the kit's puzzle page for a game whose campaign has no app of its own", async () => {
    api = installFakeApi({
      [campaignApiRoutes.campaign('star_raiders')]: campaignFixture({ gameCode: 'star_raiders' }),
      [`POST ${puzzleApiRoutes.collect('star_raiders', 'spring')}`]: {
        status: 404,
        code: puzzleErrorCodes.eventNotFound,
      },
    });
    open('/event/star_raiders/spring/puzzle');
    expect(
      await screen.findByText('There is no puzzle event here right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toContain(
      puzzleApiRoutes.collect('star_raiders', 'spring'),
    );
  });

  it.each(['/anniversary/no_such_game/puzzle', '/anniversary/Not%20A%20Game/puzzle'])(
    'an unknown game (%s) gets the 404 page with a way home',
    async (path) => {
      api = installFakeApi({
        [campaignApiRoutes.campaign('no_such_game')]: {
          status: 404,
          code: campaignErrorCodes.campaignNotFound,
        },
      });
      open(path);
      expect(await screen.findByTestId('not-found-page', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    },
  );
});
