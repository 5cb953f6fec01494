import type { GoldExpirationEntry } from '@portal/contracts';
import { formatDate } from '@portal/format/date';
import { useSessionValue, webviewAtom } from '@portal/session';
import { theme, ErrorState, LoadingState } from '@portal/ui';
import { BottomSheet } from '@portal/ui/overlay';
import { useResource } from '@portal/api-client/resource';
import { fetchExpirationDetail } from './expirationDetail';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatDollars } from '../../ui/format';
import { DEFAULT_BRAND_NAME } from '../brand';
import { totalOf, visibleEntries } from './expirationEntries';
import { raisedTile } from '../../ui/raisedTile';

export interface GoldDialogProps {
  open: boolean;
  onClose: () => void;
  /** The product name in the title 'Your … Gold'. */
  brandName?: string;
}

/**
 * 'Your … Gold' (000 §2): gold plus bound gold with dollar values, and the expiration detail,
 * fetched each time the dialog opens (bearer, or the webview path and headers in a webview). A
 * bottom sheet on narrow portrait screens, a centred dialog above 767 px or in landscape; the
 * frame traps focus and closes on Escape.
 */
export function GoldDialog({ open, onClose, brandName = DEFAULT_BRAND_NAME }: GoldDialogProps) {
  const { t } = useTexts();
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      centreInLandscape
      title={t('dialog.title', { brand: brandName })}
    >
      {/* Mounted only while open: each opening fetches the detail afresh. */}
      {open && <GoldDialogContent />}
    </BottomSheet>
  );
}

function GoldDialogContent() {
  const { t } = useTexts();
  const { isWebview } = useSessionValue(webviewAtom);
  const detail = useResource(() => fetchExpirationDetail(isWebview), [isWebview]);
  return (
    <div data-testid="gold-dialog" css={{ display: 'grid', gap: theme.space.md }}>
      {detail.status === 'loading' && <LoadingState blocks={[48, 48, 48]} />}
      {detail.status === 'error' && <ErrorState message={t('state.error')} onRetry={detail.retry} />}
      {detail.status === 'ready' && <GoldDialogBody entries={detail.data} />}
    </div>
  );
}

function GoldDialogBody({ entries }: { entries: GoldExpirationEntry[] }) {
  const { t } = useTexts();
  const language = useLanguage();
  const { total } = totalOf(entries);
  return (
    <>
      <p css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', margin: 0 }}>
        <span>{t('dialog.total')}</span>
        <strong
          data-testid="gold-dialog-total"
          css={{ fontSize: theme.fontSizes.xl, color: theme.colors.gold }}
        >
          {formatAmount(total, language)}{' '}
          <small css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            ({formatDollars(total, language)})
          </small>
        </strong>
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        {visibleEntries(entries).map((entry, index) => (
          <li
            key={`${entry.type}-${entry.expireAt ?? 'never'}-${index}`}
            data-testid="gold-dialog-entry"
            css={{
              display: 'grid',
              gap: theme.space.xs,
              ...raisedTile,
            }}
          >
            <span css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
              <strong>{t(entry.type === 'gold' ? 'dialog.gold' : 'dialog.boundGold')}</strong>
              <span>
                {formatAmount(entry.amount, language)}{' '}
                <span css={{ color: theme.colors.textMuted }}>({formatDollars(entry.amount, language)})</span>
              </span>
            </span>
            <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
              {entry.expireAt === null
                ? t('dialog.goldExplained')
                : t('dialog.boundExplained', {
                    date: formatDate(entry.expireAt, 'MMM Do YYYY', { language }),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
