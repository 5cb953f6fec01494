import { DeclaredRoutes, textPage, type PageMap } from '@portal/federation';
import routes from '../routes';
import { useTexts } from './i18n';

const pages: PageMap<typeof routes> = {
  topup: textPage('topup', useTexts),
  topupFlow: textPage('topupFlow', useTexts),
  vip: textPage('vip', useTexts),
  vipDetails: textPage('vipDetails', useTexts),
  transfer: textPage('transfer', useTexts),
  transferDetail: textPage('transferDetail', useTexts),
  transferWebview: textPage('transferWebview', useTexts),
  transactions: textPage('transactions', useTexts),
  coupons: textPage('coupons', useTexts),
  quest: textPage('quest', useTexts),
  reward: textPage('reward', useTexts),
  gacha: textPage('gacha', useTexts),
};

/** The pages of this app's routes (../routes.ts). */
export function App() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
