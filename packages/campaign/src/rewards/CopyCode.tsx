import { css } from '@emotion/react';
import { useState } from 'react';
import { Button, theme } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';

const codeStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.sm,
  border: `1px dashed ${theme.colors.gold}`,
  borderRadius: theme.radii.md,
  code: {
    flex: 1,
    fontSize: theme.fontSizes.lg,
    letterSpacing: 2,
    color: theme.colors.goldLight,
    // A code is read and typed as one piece: it never wraps mid-code; a long one scrolls in its box.
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflowX: 'auto',
  },
});

/** A reward code with its copy button; says "Copied" once the clipboard took it. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useKitTexts();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard permission: the code stays selectable on screen
    }
  };
  return (
    <div css={codeStyle}>
      <code data-testid="reward-code">{code}</code>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {t('claim.copy')}
      </Button>
      <span role="status" css={{ fontSize: theme.fontSizes.sm }}>
        {copied === 'yes' ? t('claim.copied') : copied === 'failed' ? t('claim.copyFailed') : ''}
      </span>
    </div>
  );
}
