import { couponEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import type { Coupon } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { Button, Page, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';

/** /account/my-coupons: each coupon's code with a copy button, where it came from, status and expiry. */
export function CouponsPage() {
  const { t } = useTexts();
  const coupons = useResource(() => call(couponEndpoints.list), []);
  return (
    <Page title={t('coupons.title')} testId="page-coupons">
      {coupons.status === 'loading' && <LoadingState blocks={[56, 56, 56]} />}
      {coupons.status === 'error' && <ErrorState message={t('state.error')} onRetry={coupons.retry} />}
      {coupons.status === 'ready' &&
        (coupons.data.length === 0 ? (
          <EmptyState action={<a href="/reward">{t('coupons.toGacha')}</a>}>{t('coupons.empty')}</EmptyState>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
            {coupons.data.map((coupon) => (
              <CouponRow key={coupon.code} coupon={coupon} />
            ))}
          </ul>
        ))}
    </Page>
  );
}

function CouponRow({ coupon }: { coupon: Coupon }) {
  const { t } = useTexts();
  const language = useLanguage();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <li
      data-testid="coupon"
      data-status={coupon.status}
      css={{
        display: 'grid',
        gap: theme.space.xs,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${coupon.status === 'available' ? theme.colors.gold : theme.colors.border}`,
        background: theme.colors.surface,
        opacity: coupon.status === 'available' ? 1 : 0.7,
      }}
    >
      <strong>{coupon.title}</strong>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' }}>
        {/* A code never wraps mid-code: the copy button wraps below it, a very long code scrolls. */}
        <code
          css={{
            fontSize: theme.fontSizes.md,
            letterSpacing: '0.05em',
            color: theme.colors.goldLight,
            whiteSpace: 'nowrap',
            maxWidth: '100%',
            overflowX: 'auto',
          }}
        >
          {coupon.code}
        </code>
        <Button
          size="sm"
          variant="secondary"
          onClick={copy}
          aria-label={t('coupons.copyCode', { code: coupon.code })}
        >
          {t('coupons.copy')}
        </Button>
        <span role="status" css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          {copied === 'yes' ? t('coupons.copied') : copied === 'failed' ? t('coupons.copyFailed') : ''}
        </span>
      </div>
      <small css={{ color: theme.colors.textMuted }}>
        {t(`coupons.source.${coupon.source}`)} · {t(`coupons.status.${coupon.status}`)} ·{' '}
        {coupon.expireAt === null
          ? t('coupons.noExpiry')
          : t('coupons.expires', { date: formatDate(coupon.expireAt, 'MMM Do YYYY', { language }) })}
      </small>
    </li>
  );
}
