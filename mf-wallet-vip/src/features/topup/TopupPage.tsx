import { contentOf, topupEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { GoldBalanceWidget } from '../../widgets/gold-balance/GoldBalanceWidget';
import { PackageList } from './PackageList';
import { loadTopupPageGroups } from './topupPageContent';
import { useLanguage } from '../../ui/useLanguage';

const load = () =>
  Promise.all([call(topupEndpoints.packages), call(topupEndpoints.paymentKinds), loadTopupPageGroups()]);

/**
 * /topup: the player's gold, the packages of the catalogue and the ways to pay, with the operators'
 * headline, notices and featured package (TOPUP_PAGE) when they set them.
 */
export function TopupPage() {
  const { t } = useTexts();
  const signedIn = useSessionValue(isSignedInAtom);
  const catalogue = useResource(load, []);
  const language = useLanguage();
  const content = catalogue.status === 'ready' ? contentOf(catalogue.data[2], language).topupPage() : null;
  return (
    <Page title={t('topup.title')} testId="page-topup">
      {/* One placeholder until the answer: the operators' headline and notices arriving above the
          packages would push them down. */}
      {catalogue.status === 'loading' && <LoadingState blocks={[56, 56, 56, 56]} />}
      {catalogue.status !== 'loading' &&
        (content ? (
          <p
            data-testid="topup-headline"
            css={{ fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }}
          >
            {content.headline}
          </p>
        ) : (
          <p>{t('topup.intro')}</p>
        ))}
      {content && content.notices.length > 0 && (
        <ul
          aria-label={t('topup.notices')}
          data-testid="topup-notices"
          css={{ margin: 0, paddingLeft: theme.space.lg }}
        >
          {content.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {catalogue.status !== 'loading' && signedIn && <GoldBalanceWidget variant="default" />}
      {catalogue.status !== 'loading' && (
        <Card title={t('topup.packages')} testId="topup-packages">
          {catalogue.status === 'error' && (
            <ErrorState message={t('state.error')} onRetry={catalogue.retry} />
          )}
          {catalogue.status === 'ready' &&
            (catalogue.data[0].length === 0 ? (
              <EmptyState>{t('topup.empty')}</EmptyState>
            ) : (
              <PackageList
                packages={catalogue.data[0]}
                featured={content?.featuredPackageCode}
                itemPath={(code) => `/topup/item?package=${code}`}
              />
            ))}
        </Card>
      )}
      {catalogue.status === 'ready' && (
        <Card title={t('topup.kinds')}>
          {catalogue.data[1].length === 0 ? (
            <EmptyState>{t('topup.noKinds')}</EmptyState>
          ) : (
            <ul css={{ margin: 0, paddingLeft: theme.space.lg }}>
              {catalogue.data[1].map((kind) => (
                <li key={kind.name}>
                  <Link to={`/topup/payment/kind/${kind.name}`} css={{ color: theme.colors.gold }}>
                    {t(`kind.${kind.name}.name`, { defaultValue: kind.name })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </Page>
  );
}
