import { css } from '@emotion/react';
import type { PlatformCode } from '@portal/contracts';
import { LineIcon, theme } from '@portal/ui';

/** Platform names are product names: the same words in every language. */
export const PLATFORM_NAMES: Record<PlatformCode, string> = { android: 'Android', ios: 'iOS', pc: 'PC' };

const paths: Record<PlatformCode, string> = {
  // A robot head with antennae.
  android:
    'M7 10h10v7a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1zM7.5 9a4.5 4 0 0 1 9 0zM8.5 4.5l1.3 2M15.5 4.5l-1.3 2',
  // An apple with a leaf.
  ios: 'M12 8c-1.5-1.2-5-1-5 3.5 0 3.5 2.4 8 4 8 .6 0 .9-.4 1-.4s.4.4 1 .4c1.6 0 4-4.5 4-8 0-4.5-3.5-4.7-5-3.5zM12 7.5c0-2 1.2-3.5 3-3.5',
  // A monitor on a stand.
  pc: 'M4 5h16v10H4zM9 19h6M12 15v4',
};

const listStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    padding: `${theme.space.xs}px ${theme.space.md}px`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.medium,
    color: theme.colors.text,
  },
});

/** The platforms a game runs on, as words with icons ("Android", "iOS", "PC"). */
export function PlatformList({ platforms, label }: { platforms: readonly PlatformCode[]; label: string }) {
  return (
    <ul css={listStyle} aria-label={label} data-testid="game-platforms">
      {platforms.map((code) => (
        <li key={code}>
          <LineIcon size={16}>
            <path d={paths[code]} />
          </LineIcon>
          {PLATFORM_NAMES[code]}
        </li>
      ))}
    </ul>
  );
}
