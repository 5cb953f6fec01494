import { DeclaredRoutes, textPage, type PageMap } from '@portal/federation';
import routes from '../routes';
import { useTexts } from './i18n';

const pages: PageMap<typeof routes> = {
  account: textPage('account', useTexts),
  myProfile: textPage('myProfile', useTexts),
  editProfile: textPage('editProfile', useTexts),
  publicProfile: textPage('publicProfile', useTexts),
  personality: textPage('personality', useTexts),
  friends: textPage('friends', useTexts),
  chat: textPage('chat', useTexts),
};

/** The pages of this app's routes (../routes.ts). */
export function App() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
