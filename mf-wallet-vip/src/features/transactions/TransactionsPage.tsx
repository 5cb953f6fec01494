import { topupEndpoints, transferEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { formatDate } from '@portal/format/date';
import { Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { Pagination } from '../../ui/Pagination';
import { parsePage, parsePageSize } from '../../ui/pagination';
import { StatusBadge } from '../../ui/StatusBadge';
import { useTexts } from '../../i18n';
import { gameName, loadGameNames } from '../../ui/gameNames';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatCents } from '../../ui/format';

const TABS = ['topup', 'transfer'] as const;
type Tab = (typeof TABS)[number];

/**
 * /account/my-transaction?tab=topup|transfer: the player's top-ups and transfers, newest first,
 * 10 a page by default; the size changer (10/20/50/100) appears above 50 entries (000 §9).
 */
export function TransactionsPage() {
  const { t } = useTexts();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'transfer' ? 'transfer' : 'topup';
  const page = parsePage(params.get('page'));
  const size = parsePageSize(params.get('size'));
  const go = (next: { tab?: Tab; page?: number; size?: number }) =>
    setParams({ tab: next.tab ?? tab, page: String(next.page ?? page), size: String(next.size ?? size) });

  return (
    <Page title={t('transactions.title')} testId="page-transactions">
      <div role="tablist" aria-label={t('transactions.title')} css={{ display: 'flex', gap: theme.space.sm }}>
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            onClick={() => go({ tab: name, page: 1 })}
            css={{
              flex: 1,
              minHeight: 40,
              borderRadius: theme.radii.md,
              border: `1px solid ${tab === name ? theme.colors.gold : theme.colors.border}`,
              background: tab === name ? 'rgba(242, 193, 78, 0.12)' : 'transparent',
              color: tab === name ? theme.colors.gold : theme.colors.text,
              fontWeight: theme.fontWeights.bold,
              cursor: 'pointer',
            }}
          >
            {t(`transactions.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'topup' ? (
          <TopupList page={page} size={size} onPage={(p, s) => go({ page: p, size: s })} />
        ) : (
          <TransferList page={page} size={size} onPage={(p, s) => go({ page: p, size: s })} />
        )}
      </div>
    </Page>
  );
}

interface ListProps {
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

function Row({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <li
      data-testid={testId}
      css={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        // A title that wraps (long game names, Vietnamese) must not stretch the status badge beside it.
        alignItems: 'start',
        gap: theme.space.xs,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        small: { color: theme.colors.textMuted },
      }}
    >
      {children}
    </li>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm } as const;

/**
 * One tab's list: a page of rows loaded from `load`, with its loading, error and empty states and a
 * Details link on each row. The last page stays on screen while the next one loads.
 */
function PagedList<T extends { id: string }>({
  page,
  size,
  onPage,
  load,
  empty,
  renderRow,
  detailPath,
}: ListProps & {
  load: (page: number, size: number, signal: AbortSignal) => Promise<{ items: T[]; total: number }>;
  empty: ReactNode;
  renderRow: (item: T) => ReactNode;
  detailPath: (item: T) => string;
}) {
  const { t } = useTexts();
  const list = useResource((signal) => load(page, size, signal), [load, page, size]);
  if (list.status === 'loading' && !list.data) return <LoadingState blocks={[56, 56, 56, 56]} />;
  if (list.status === 'error') return <ErrorState message={t('state.error')} onRetry={list.retry} />;
  if (!list.data) return null;
  if (list.data.total === 0) return <>{empty}</>;
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <ul css={listStyle} data-testid="transactions-list">
        {list.data.items.map((item) => (
          <Row key={item.id} testId="transaction-row">
            {renderRow(item)}
            <Link to={detailPath(item)} css={{ color: theme.colors.gold, fontSize: theme.fontSizes.sm }}>
              {t('transactions.details')}
            </Link>
          </Row>
        ))}
      </ul>
      <Pagination page={page} size={size} total={list.data.total} onChange={onPage} />
    </div>
  );
}

function TopupList(props: ListProps) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <PagedList
      {...props}
      load={(page: number, size: number, signal?: AbortSignal) =>
        call(topupEndpoints.transactions, { query: { page, size }, signal })
      }
      empty={
        <EmptyState action={<a href="/topup">{t('balance.topUp')}</a>}>
          {t('transactions.emptyTopup')}
        </EmptyState>
      }
      renderRow={(order) => (
        <>
          <strong>{t('topup.gold', { amount: formatAmount(order.goldAmount, language) })}</strong>
          <StatusBadge status={order.status} />
          <small>
            {formatDate(order.createdAt, 'MMM Do YYYY', { language })} ·{' '}
            {formatCents(order.priceCents, language)}
          </small>
        </>
      )}
      detailPath={(order) => `/topup/order/detail?orderId=${order.id}`}
    />
  );
}

function TransferList(props: ListProps) {
  const { t } = useTexts();
  const language = useLanguage();
  return (
    <PagedList
      {...props}
      load={async (page: number, size: number, signal?: AbortSignal) => {
        const [history, names] = await Promise.all([
          call(transferEndpoints.history, { query: { page, size }, signal }),
          // Without the list a game reads as its code's words, never a failed page.
          loadGameNames(signal).catch(() => new Map<string, string>()),
        ]);
        return {
          ...history,
          items: history.items.map((item) => ({ ...item, gameName: gameName(names, item.gameCode) })),
        };
      }}
      empty={
        <EmptyState action={<Link to="/transfer">{t('balance.transferNow')}</Link>}>
          {t('transactions.emptyTransfer')}
        </EmptyState>
      }
      renderRow={(transfer) => (
        <>
          <strong>
            {t('transactions.transferTo', {
              amount: formatAmount(transfer.amount, language),
              game: transfer.gameName,
            })}
          </strong>
          <StatusBadge status={transfer.status} />
          <small>
            {formatDate(transfer.createdAt, 'MMM Do YYYY', { language })} · {transfer.gameAccountId}
          </small>
        </>
      )}
      detailPath={(transfer) => `/transfer/${transfer.id}`}
    />
  );
}
