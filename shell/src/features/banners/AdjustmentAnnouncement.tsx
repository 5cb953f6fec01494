import { css } from '@emotion/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ANNOUNCEMENT_WIDTH_PX,
  OLD_TICKETS_PER_NEW_TICKET,
  POINTS_PER_GACHA_TICKET,
  type MetadataGroups,
} from '@portal/contracts';
import { formatGold } from '@portal/format';
import { formatDate } from '@portal/format/date';
import { currentLanguage, usePortalTranslation } from '@portal/i18n';
import { isSignedInAtom, sessionStore, useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { Button, theme, focusOutline } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { updateConfiguration } from '../account/configurationCall';
import { SHELL_NS } from '../../i18n';
import {
  announcementKind,
  readAnnouncement,
  shouldShowAnnouncement,
  shouldShowEventBanner,
  type AnnouncementRecord,
} from './announcementRules';
import { readVisitorClosedAt, storeVisitorClosedAt } from './closedAnnouncement';
import { currentGameCode } from './currentGameCode';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const productName = (product: string) =>
  product.replace(/[_-]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function AnnouncementText({ announcement }: { announcement: AnnouncementRecord }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const kind = announcementKind(announcement.setting.type);
  if (!kind) return null;
  const values = {
    date: formatDate(announcement.setting.endAt, 'DD MMM YYYY', { language: currentLanguage() }),
    product: kind.kind === 'shutdown' ? productName(kind.product) : '',
    points: formatGold(POINTS_PER_GACHA_TICKET),
    silver: OLD_TICKETS_PER_NEW_TICKET.silver,
    gold: OLD_TICKETS_PER_NEW_TICKET.gold,
  };
  return (
    <>
      <p css={{ margin: 0 }}>{t(`announcement.${kind.kind}.body`, values)}</p>
      {kind.kind !== 'other' && (
        <ul
          css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}
          data-testid="announcement-rates"
        >
          <li>{t('announcement.rates.points', values)}</li>
          <li>{t('announcement.rates.silver', values)}</li>
          <li>{t('announcement.rates.gold', values)}</li>
        </ul>
      )}
    </>
  );
}

function useAnnouncementTitle(announcement: AnnouncementRecord | null): string {
  const { t } = usePortalTranslation(SHELL_NS);
  const kind = announcement && announcementKind(announcement.setting.type);
  if (!kind) return '';
  return t(`announcement.${kind.kind}.title`, {
    product: kind.kind === 'shutdown' ? productName(kind.product) : '',
  });
}

const eventBannerStyle = css({
  display: 'block',
  width: '100%',
  margin: `${theme.space.md}px 0 0`,
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  background: theme.colors.surface,
  cursor: 'pointer',
  img: { width: '100%', maxHeight: 120, objectFit: 'cover' },
  '&:focus-visible': focusOutline(),
});

/**
 * The adjustment announcement (spec 000 §2, §4): a 344 px modal when showAdjustmentQuest is active
 * for the current game, with the texts of its type. Closing it stores the time: in the player's
 * configuration (showPopupAdjustQuestAt) when signed in, on this device for a visitor. The event
 * banner (bannerImage) reopens it, except on /gacha-event and /embed-webview.
 */
export function AdjustmentAnnouncement({ metadata }: { metadata: MetadataGroups | null }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const user = useSessionValue(userAtom);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const webview = useSessionValue(webviewAtom);
  const [closedHere, setClosedHere] = useState<number | null>(null);
  const [reopened, setReopened] = useState(false);

  const announcement = readAnnouncement(metadata);
  const title = useAnnouncementTitle(announcement);
  const gameCode = currentGameCode(pathname, webview);
  // A signed-in player is judged on the configuration once /me answered (not before, not a visitor's).
  if (isSignedIn && !user) return null;
  const closedAt =
    closedHere ?? (isSignedIn ? (user?.configuration.showPopupAdjustQuestAt ?? null) : readVisitorClosedAt());
  const open = reopened || shouldShowAnnouncement({ announcement, gameCode, closedAt });

  const close = () => {
    const now = nowSeconds();
    setClosedHere(now);
    setReopened(false);
    if (!isSignedIn) {
      storeVisitorClosedAt(now);
      return;
    }
    void updateConfiguration({ showPopupAdjustQuestAt: now }).then(
      (configuration) => {
        const current = sessionStore.get(userAtom);
        if (current) sessionStore.set(userAtom, { ...current, configuration });
      },
      () => undefined, // kept closed on this page; it may show again on the next load
    );
  };

  return (
    <>
      {announcement && shouldShowEventBanner(announcement, gameCode, pathname) && (
        <div css={{ padding: `0 ${theme.space.lg}px` }}>
          <button
            type="button"
            css={eventBannerStyle}
            onClick={() => setReopened(true)}
            data-testid="event-banner"
          >
            <img src={announcement.setting.bannerImage} alt={title} />
          </button>
        </div>
      )}
      {announcement && (
        <Modal
          open={open}
          onClose={close}
          width={ANNOUNCEMENT_WIDTH_PX}
          title={title}
          footer={
            <Button fullWidth onClick={close}>
              {t('announcement.close')}
            </Button>
          }
          className="adjustment-announcement"
        >
          <div css={{ display: 'grid', gap: theme.space.md }} data-testid="adjustment-announcement">
            {announcement.setting.bannerPopup && (
              <img
                src={announcement.setting.bannerPopup}
                alt=""
                css={{ width: '100%', borderRadius: theme.radii.md }}
              />
            )}
            <AnnouncementText announcement={announcement} />
          </div>
        </Modal>
      )}
    </>
  );
}
