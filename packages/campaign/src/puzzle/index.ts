/** Puzzle events: `@portal/campaign/puzzle`, its own entry so only puzzle pages load it. */
export { puzzlePages } from './PuzzleRoutes';
export { PuzzlePage, type PuzzlePageProps } from './PuzzlePage';
export { PuzzleHistoryPage, type PuzzleHistoryPageProps } from './PuzzleHistoryPage';
export { PuzzleBoardView } from './PuzzleBoard';
export { puzzleCalls, type PuzzleCalls } from './puzzleCalls';
export { registerPuzzleTexts, usePuzzleTexts, PUZZLE_NAMESPACE } from './puzzleTexts';
export { pieceBackground } from './pieceStyle';
