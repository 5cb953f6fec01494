import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { usePortalTranslation } from '@portal/i18n';
import { formatGold } from '@portal/format';
import { useSessionValue, userAtom } from '@portal/session';
import { theme, visuallyHidden, focusOutline } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { walletTotalsAtom } from '../account/accountState';

const chipStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  padding: `0 ${theme.space.md}px 0 ${theme.space.xs}px`,
  borderRadius: theme.radii.pill,
  background: 'rgba(242, 193, 78, 0.12)',
  border: `1px solid rgba(242, 193, 78, 0.35)`,
  color: theme.colors.goldLight,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // The chip keeps its size in a crowded 360–399 px header: the coin never shrinks to a dot.
  flexShrink: 0,
  svg: { flexShrink: 0 },
  '&:focus-visible': focusOutline(),
});

export const PointsIcon = ({ size = 22 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="11" fill="#F2C14E" />
    <circle cx="12" cy="12" r="8" fill="none" stroke="#B8862B" strokeWidth="1.5" />
    <text
      x="12"
      y="16"
      textAnchor="middle"
      fontSize="11"
      fontWeight="800"
      fill="#1A1405"
      fontFamily="system-ui"
    >
      P
    </text>
  </svg>
);

/** The signed-in player's points, in the long header; it leads to the rewards page where points are spent. */
export function PointsChip() {
  const { t } = usePortalTranslation(SHELL_NS);
  const wallet = useSessionValue(walletTotalsAtom);
  const user = useSessionValue(userAtom);
  const points = wallet?.point ?? user?.point;
  if (points === undefined) return null;
  return (
    <Link to="/reward" css={chipStyle} data-testid="points-chip">
      {/* Named by its text, not aria-label: the visible number stays part of the name (WCAG 2.5.3). */}
      <PointsIcon />
      <span aria-hidden="true">{formatGold(points)}</span>
      <span css={visuallyHidden}>{t('header.points', { points: formatGold(points) })}</span>
    </Link>
  );
}
