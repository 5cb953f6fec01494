import { usePortalTranslation } from '@portal/i18n';
import { isFlagAnnounced, maintenanceFlagOf } from '@portal/contracts';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { nowSeconds, useContent } from './useContent';

const utc = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The scheduled maintenance notice (MAINTENANCE_FLAG): from `noticeHours` before the window until
 * its end. During the window the maintenance redirect itself applies (the API counts the flag as
 * maintenance); a whitelisted operator still sees this notice.
 */
export function MaintenanceNotice() {
  const { t } = usePortalTranslation(SHELL_NS);
  const content = useContent();
  const flag = content ? maintenanceFlagOf(content.groups, content.language) : null;
  if (!flag || !isFlagAnnounced(flag, nowSeconds())) return null;
  return (
    <p
      role="status"
      data-testid="maintenance-notice"
      css={{
        margin: 0,
        padding: `${theme.space.sm}px ${theme.space.md}px`,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.gold}`,
        background: theme.colors.surfaceRaised,
        fontSize: theme.fontSizes.sm,
      }}
    >
      {t('maintenanceNotice.window', { start: utc(flag.startAt), end: utc(flag.endAt) })}
      {flag.message ? ` ${flag.message}` : ''}
    </p>
  );
}
