import { lazy } from 'react';

type PuzzlePageName = 'puzzle' | 'puzzleHistory' | 'eventPuzzle' | 'eventPuzzleHistory';

/**
 * The four puzzle pages of a game for a campaign remote's page map, each loaded on first visit
 * (`@portal/campaign/puzzle` is its own chunk: the landing never downloads it). Page names match
 * the routes a remote declares: /anniversary/{gameCode}/puzzle → puzzle, …/history → puzzleHistory,
 * /event/{gameCode}/:eventCode/puzzle → eventPuzzle, …/history → eventPuzzleHistory.
 */
export function lazyPuzzlePages(gameCode: string, landingPath: string) {
  const load = (page: PuzzlePageName) =>
    lazy(() =>
      import('./index').then((module) => ({ default: module.puzzlePages(gameCode, landingPath)[page] })),
    );
  return {
    puzzle: load('puzzle'),
    puzzleHistory: load('puzzleHistory'),
    eventPuzzle: load('eventPuzzle'),
    eventPuzzleHistory: load('eventPuzzleHistory'),
  };
}
