import { gameEndpoints, vipEndpoints, walletEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { isSignedInAtom, useSessionValue, webviewAtom } from '@portal/session';
import { Page, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { gameNamesOf } from '../../ui/gameNames';
import { takesTransfers } from './transferGames';
import { SignInPrompt } from '../../ui/SignInPrompt';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { GoldBalanceWidget } from '../../widgets/gold-balance/GoldBalanceWidget';
import { TransferFormView } from './TransferForm';

const load = () =>
  Promise.all([call(gameEndpoints.list), call(walletEndpoints.totals), call(vipEndpoints.rules)]);

/** /transfer and /transfer-webview: send gold to a game account (the webview's game is fixed). */
export function TransferPage({ webviewPage = false }: { webviewPage?: boolean }) {
  const { t } = useTexts();
  const signedIn = useSessionValue(isSignedInAtom);
  const webview = useSessionValue(webviewAtom);
  const fixedGame = webviewPage || webview.isWebview ? webview.productCode : null;
  return (
    <Page
      title={t('transfer.title')}
      pageTitle={webviewPage ? `${t('transfer.title')} · ${t('transfer.inGame')}` : undefined}
      testId={webviewPage ? 'page-transfer-webview' : 'page-transfer'}
    >
      <p>{t('transfer.intro')}</p>
      {signedIn ? (
        <SignedInTransfer fixedGame={fixedGame} />
      ) : (
        <SignInPrompt message={t('transfer.signIn')} />
      )}
    </Page>
  );
}

function SignedInTransfer({ fixedGame }: { fixedGame: string | null }) {
  const { t } = useTexts();
  const data = useResource(load, []);
  if (data.status === 'loading') return <LoadingState blocks={[44, 44, 44, 44]} />;
  if (data.status === 'error') return <ErrorState message={t('state.error')} onRetry={data.retry} />;
  const [allGames, totals, rules] = data.data;
  const games = allGames.filter(takesTransfers);
  return (
    <>
      <GoldBalanceWidget variant="transfer-v2" gold={totals.totalGold} boundGold={totals.totalBoundGold} />
      <Card>
        {games.length === 0 && fixedGame === null ? (
          <EmptyState>{t('transfer.noGames')}</EmptyState>
        ) : (
          <TransferFormView
            games={games}
            names={gameNamesOf(allGames)}
            totals={totals}
            expRate={rules.expRate}
            fixedGame={fixedGame}
          />
        )}
      </Card>
    </>
  );
}

/** /transfer-webview: the same form, reached through webview-aware links. */
export const TransferWebviewPage = () => <TransferPage webviewPage />;
