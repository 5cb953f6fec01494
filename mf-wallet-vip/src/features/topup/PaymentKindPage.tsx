import { topupEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { Page, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { Card } from '../../ui/Card';
import { useTexts } from '../../i18n';
import { PackageList } from './PackageList';

const load = () => Promise.all([call(topupEndpoints.paymentKinds), call(topupEndpoints.packages)]);

/** /topup/payment/kind/{name}: what a way to pay is, and the packages to buy with it. */
export function PaymentKindPage() {
  const { t } = useTexts();
  const { name = '' } = useParams();
  const data = useResource(load, []);
  const kind =
    data.status === 'ready' ? data.data[0].find((candidate) => candidate.name === name) : undefined;
  return (
    <Page
      title={kind ? t(`kind.${kind.name}.name`, { defaultValue: kind.name }) : t('kind.title')}
      testId="page-payment-kind"
    >
      {data.status === 'loading' && <LoadingState blocks={[56, 56]} />}
      {data.status === 'error' && <ErrorState message={t('state.error')} onRetry={data.retry} />}
      {data.status === 'ready' && !kind && (
        <EmptyState action={<a href="/topup">{t('item.choose')}</a>}>{t('kind.unknown')}</EmptyState>
      )}
      {data.status === 'ready' && kind && (
        <>
          <p>{t(`kind.${kind.name}.description`, { defaultValue: t('kind.hosted') })}</p>
          <Card title={t('topup.packages')}>
            <PackageList
              packages={data.data[1]}
              itemPath={(code) => `/topup/item?package=${code}&kind=${encodeURIComponent(kind.name)}`}
            />
          </Card>
        </>
      )}
    </Page>
  );
}
