import { DeclaredRoutes, textPage, type PageMap } from '@portal/federation';
import routes from '../routes';
import { useTexts } from './i18n';

const pages: PageMap<typeof routes> = {
  official: textPage('official', useTexts),
  puzzle: textPage('puzzle', useTexts),
  puzzleHistory: textPage('puzzle', useTexts),
  eventPuzzle: textPage('eventPuzzle', useTexts),
  eventPuzzleHistory: textPage('eventPuzzle', useTexts),
};

/** The pages of this app's routes (../routes.ts). */
export function App() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
