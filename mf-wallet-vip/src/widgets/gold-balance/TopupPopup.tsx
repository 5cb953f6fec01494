import { topupEndpoints } from '@portal/contracts';
import { call } from '@portal/api-client';
import { theme, ErrorState, LoadingState } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import type { TopupPackage } from '@portal/contracts';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { gameName, loadGameNames } from '../../ui/gameNames';
import { useLanguage } from '../../ui/useLanguage';
import { formatAmount, formatCents } from '../../ui/format';
import { raisedTile } from '../../ui/raisedTile';

/**
 * Inside a game's in-app browser, Get More opens this popup for the game (000 §2, §6) instead of
 * leaving for /topup: the packages, each leading to its order page with the game named.
 */
export function TopupPopup({
  open,
  onClose,
  gameCode,
}: {
  open: boolean;
  onClose: () => void;
  gameCode: string | null;
}) {
  const { t } = useTexts();
  return (
    <Modal open={open} onClose={onClose} title={t('popup.title')}>
      {open && <PopupPackages gameCode={gameCode} />}
    </Modal>
  );
}

function PopupPackages({ gameCode }: { gameCode: string | null }) {
  const { t } = useTexts();
  const language = useLanguage();
  const packages = useResource(() => call(topupEndpoints.packages), []);
  const names = useResource(() => loadGameNames(), []);
  const itemPath = (code: string) =>
    `/topup/item?package=${encodeURIComponent(code)}${gameCode ? `&game=${encodeURIComponent(gameCode)}` : ''}`;
  return (
    <div data-testid="topup-popup" css={{ display: 'grid', gap: theme.space.sm }}>
      {/* The line keeps its room while the game's name loads; a code's words if the list fails. */}
      {gameCode && (
        <p css={{ margin: 0, minHeight: '1.5em', color: theme.colors.textMuted }}>
          {names.status !== 'loading' &&
            t('popup.forGame', { game: gameName(names.data ?? new Map(), gameCode) })}
        </p>
      )}
      {packages.status === 'loading' && <LoadingState blocks={[44, 44, 44]} />}
      {packages.status === 'error' && <ErrorState message={t('state.error')} onRetry={packages.retry} />}
      {packages.status === 'ready' &&
        packages.data.map((pack: TopupPackage) => (
          // A full page load: the order pages are protected and the webview keeps its headers.
          <a
            key={pack.code}
            href={itemPath(pack.code)}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              ...raisedTile,
              color: theme.colors.text,
              textDecoration: 'none',
            }}
          >
            <span>{t('popup.package', { gold: formatAmount(pack.gold, language) })}</span>
            <strong>{formatCents(pack.priceCents, language)}</strong>
          </a>
        ))}
    </div>
  );
}
