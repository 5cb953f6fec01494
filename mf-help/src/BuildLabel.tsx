import { theme } from '@portal/ui';

// Set by the build (BUILD_LABEL): lets operators and the redeploy test see which release is live.
declare const __BUILD_LABEL__: string;

export function BuildLabel() {
  if (!__BUILD_LABEL__) return null;
  return (
    <footer
      data-testid="build-label"
      css={{ padding: theme.space.lg, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}
    >
      {__BUILD_LABEL__}
    </footer>
  );
}
