import { portalLinkProps } from '@portal/federation';
import { theme } from '@portal/ui';
import { useTexts } from '../../i18n';
import { actionLabelKey, actionTarget, type WidgetAction } from './balanceRules';

const actionStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `0 ${theme.space.md}px`,
  borderRadius: theme.radii.md,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  border: `1px solid ${theme.colors.gold}`,
} as const;

interface BalanceActionProps {
  action: WidgetAction;
  isWebview: boolean;
  onVipPage: boolean;
  /** Opens the webview's top-up popup, for the actions that lead there. */
  onTopupPopup: () => void;
}

/** One of the widget's actions: a link to its page, or the button that opens the top-up popup. */
export function BalanceAction({ action, isWebview, onVipPage, onTopupPopup }: BalanceActionProps) {
  const { t } = useTexts();
  const target = actionTarget(action, isWebview, onVipPage);
  const label = t(actionLabelKey(action, isWebview));
  const primary = action === 'topUp' || action === 'transferNow';
  const look = {
    ...actionStyle,
    background: primary ? theme.gradients.gold : 'transparent',
    color: primary ? theme.colors.textOnGold : theme.colors.gold,
  };
  if (target.kind === 'topupPopup') {
    return (
      <button type="button" css={look} onClick={onTopupPopup}>
        {label}
      </button>
    );
  }
  const linkProps = target.kind === 'document' ? { href: target.to } : portalLinkProps(target.to);
  return (
    <a css={look} {...linkProps}>
      {label}
    </a>
  );
}
