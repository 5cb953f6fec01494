import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  parseMetadataValue,
  VipBenefitsSchema,
  VIP_LEVEL_NAMES,
  type MetadataGroups,
} from '@portal/contracts';
import { usePortalTranslation } from '@portal/i18n';
import { useSessionValue, userAtom, webviewAtom } from '@portal/session';
import { Button, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { SHELL_NS } from '../../i18n';
import { webviewAwarePath } from '../webview/webviewMode';
import { updateConfiguration } from '../account/configurationCall';
import { vipPopupFor, type VipPopup } from './bannerRules';

/** Seen once per browser session for the same news, so it does not follow the player page after page. */
const SEEN_KEY = 'portal:vipPopupSeen';
const popupId = (popup: VipPopup) => `${popup.kind}:${popup.level}`;
const wasSeen = (popup: VipPopup) => {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === popupId(popup);
  } catch {
    return false;
  }
};
const markSeen = (popup: VipPopup) => {
  try {
    window.sessionStorage.setItem(SEEN_KEY, popupId(popup));
  } catch {
    // storage disabled: it may show again on the next load
  }
};

/**
 * The VIP upgrade popup (spec 000 §2): when the shell mounts with vipUpLevel or vipEligibleLevel
 * above 0, not on /transfer. It names the new rank and lists its benefits (metadata VIP_BENEFITS).
 */
export function VipUpgradePopup({ metadata }: { metadata: MetadataGroups | null }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionValue(userAtom);
  const { isWebview } = useSessionValue(webviewAtom);
  const [shown, setShown] = useState<VipPopup | null>(null);
  const [decided, setDecided] = useState(false);

  // "On mount": decided once, when the player's data first arrives on this page load.
  if (!decided && user) {
    setDecided(true);
    const popup = vipPopupFor(user, pathname);
    if (popup && !wasSeen(popup)) setShown(popup);
  }

  if (!shown) return null;
  const level = VIP_LEVEL_NAMES[shown.level];
  const benefits = (metadata?.VIP_BENEFITS ?? [])
    .map((record) => parseMetadataValue(VipBenefitsSchema, record.value))
    .find((entry) => entry?.level === shown.level);
  const close = () => {
    markSeen(shown);
    setShown(null);
    // The server set the flag that opened the popup; clearing it there stops it on every device.
    void updateConfiguration(shown.kind === 'up' ? { vipUpLevel: 0 } : { vipEligibleLevel: 0 }).catch(
      () => undefined,
    );
  };
  const go = (path: string) => {
    close();
    navigate(webviewAwarePath(path, isWebview));
  };
  return (
    <Modal
      open
      onClose={close}
      variant="confirm"
      title={t(`vipPopup.${shown.kind}Title`, { level: t(`drawer.vip.${level}`) })}
      footer={
        <div css={{ display: 'grid', gap: theme.space.sm, width: '100%' }}>
          <Button fullWidth onClick={() => go(shown.kind === 'up' ? '/vip' : '/transfer')}>
            {t(shown.kind === 'up' ? 'vipPopup.seeVip' : 'vipPopup.transfer')}
          </Button>
          <Button fullWidth variant="ghost" onClick={close}>
            {t('vipPopup.later')}
          </Button>
        </div>
      }
    >
      <div css={{ display: 'grid', gap: theme.space.md }} data-testid="vip-popup" data-vip-level={level}>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t(`vipPopup.${shown.kind}Text`)}</p>
        {benefits && (
          <>
            <h3 css={{ margin: 0, fontSize: theme.fontSizes.md }}>{t('vipPopup.benefits')}</h3>
            <ul css={{ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.xs }}>
              {benefits.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
