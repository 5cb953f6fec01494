import { Modal, theme } from '@portal/ui';
import { useEffect, useState } from 'react';
import type { TopupPackage } from '@portal/contracts';
import { walletApi } from '../../api/walletApi';
import { ErrorState, Skeleton } from '../../components/States';
import { useTexts } from '../../i18n';
import { useLanguage } from '../../lib/useLanguage';
import { formatAmount, formatCents } from '../../money/format';

/**
 * Inside a game's in-app browser, Get More opens this popup for the game (000 §2, §6) instead of
 * leaving for /topup: the packages, each leading to its order page with the game named.
 */
export function TopupPopup({ open, onClose, gameCode }: { open: boolean; onClose: () => void; gameCode: string | null }) {
  const { t } = useTexts();
  const language = useLanguage();
  const [packages, setPackages] = useState<TopupPackage[] | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setPackages(null);
    walletApi.packages().then(
      (list) => current && setPackages(list),
      () => current && setPackages('error'),
    );
    return () => {
      current = false;
    };
  }, [open, attempt]);

  const itemPath = (code: string) =>
    `/topup/item?package=${encodeURIComponent(code)}${gameCode ? `&game=${encodeURIComponent(gameCode)}` : ''}`;

  return (
    <Modal open={open} onClose={onClose} title={t('popup.title')}>
      <div data-testid="topup-popup" css={{ display: 'grid', gap: theme.space.sm }}>
        {gameCode && <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('popup.forGame', { game: gameCode })}</p>}
        {packages === null && <Skeleton rows={3} height={44} />}
        {packages === 'error' && <ErrorState onRetry={() => setAttempt((n) => n + 1)} />}
        {Array.isArray(packages) &&
          packages.map((pack) => (
            // A full page load: the order pages are protected and the webview keeps its headers.
            <a
              key={pack.code}
              href={itemPath(pack.code)}
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                padding: theme.space.md,
                borderRadius: theme.radii.md,
                background: theme.colors.surfaceRaised,
                color: theme.colors.text,
                textDecoration: 'none',
              }}
            >
              <span>{t('popup.package', { gold: formatAmount(pack.gold, language) })}</span>
              <strong>{formatCents(pack.priceCents, language)}</strong>
            </a>
          ))}
      </div>
    </Modal>
  );
}
