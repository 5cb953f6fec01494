import { DeclaredRoutes, textPage, type PageMap } from '@portal/federation';
import routes from '../routes';
import { useTexts } from './i18n';

const pages: PageMap<typeof routes> = {
  official: textPage('official', useTexts),
  preRegister: textPage('preRegister', useTexts),
  preRegisterShort: textPage('preRegisterShort', useTexts),
  preRegisterMobile: textPage('preRegisterMobile', useTexts),
  ua: textPage('ua', useTexts),
  uaShort: textPage('uaShort', useTexts),
  vn: textPage('vn', useTexts),
  terms: textPage('terms', useTexts),
  termsShort: textPage('termsShort', useTexts),
  privacy: textPage('privacy', useTexts),
  puzzle: textPage('puzzle', useTexts),
  puzzleHistory: textPage('puzzle', useTexts),
  eventPuzzle: textPage('eventPuzzle', useTexts),
  eventPuzzleHistory: textPage('eventPuzzle', useTexts),
};

/** The pages of this app's routes (../routes.ts). */
export function App() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
