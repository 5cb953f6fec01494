import { css } from '@emotion/react';
import type { VipLevel } from '@portal/contracts';
import { theme } from '@portal/ui';

const tones: Record<VipLevel, { from: string; to: string; ring: string }> = {
  0: { from: theme.colors.goldLight, to: theme.colors.goldDark, ring: theme.colors.border },
  1: { from: '#F4F6FA', to: '#8E97A8', ring: theme.colors.silver },
  2: { from: theme.colors.goldLight, to: '#B8862B', ring: theme.colors.gold },
};

const wordStyle = css({
  fontFamily: theme.fonts.heading,
  fontWeight: 800,
  letterSpacing: '0.08em',
  fontSize: 17,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

/**
 * The portal's mark (a shield with a star) and name. `vipLevel` tints it: silver for VIP Silver,
 * a gold ring for VIP Gold (the drawer's logo follows the VIP level, spec 000 §2).
 */
export function PortalLogo({ vipLevel = 0, compact = false }: { vipLevel?: VipLevel; compact?: boolean }) {
  const tone = tones[vipLevel];
  const id = `portal-logo-${vipLevel}`;
  return (
    <span
      css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm }}
      data-vip-level={vipLevel}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={tone.from} />
            <stop offset="1" stopColor={tone.to} />
          </linearGradient>
        </defs>
        <path
          d="M16 2l12 4v9c0 7.2-5 12.6-12 15C9 27.6 4 22.2 4 15V6z"
          fill={`url(#${id})`}
          stroke={tone.ring}
          strokeWidth={vipLevel === 2 ? 2 : 1}
        />
        <path
          d="M16 9l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z"
          fill="#1A1405"
          opacity="0.85"
        />
      </svg>
      {!compact && (
        <span css={[wordStyle, { color: vipLevel === 1 ? theme.colors.silver : theme.colors.gold }]}>
          PLAYER PORTAL
        </span>
      )}
    </span>
  );
}
