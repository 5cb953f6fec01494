export { focusOutline, theme } from './theme';
export type { PortalTheme } from './theme';
export { PortalThemeProvider } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { ProgressBar, clampPercent, resolveProgressStatus } from './components/ProgressBar';
export type { ProgressBarProps, ProgressStatus } from './components/ProgressBar';
export { JobBadge } from './components/JobBadge';
export type { JobBadgeProps } from './components/JobBadge';
export { JobIcon } from './components/JobIcon';
export { LineIcon } from './components/LineIcon';
export type { LineIconProps } from './components/LineIcon';
export { RemoteFallback } from './components/RemoteFallback';
export type { RemoteFallbackProps } from './components/RemoteFallback';
export { Page } from './components/Page';
export type { PageProps } from './components/Page';
export { Skeleton, PageSkeleton } from './components/Skeleton';
export type { SkeletonProps, PageSkeletonProps } from './components/Skeleton';
export { visuallyHidden } from './visuallyHidden';
export { mmss, useCountdown, useSecondsUntil } from './time/countdown';
export { TextField } from './components/fields/TextField';
export type { TextFieldProps } from './components/fields/TextField';
export { SelectField } from './components/fields/SelectField';
export type { SelectFieldProps } from './components/fields/SelectField';
export { FieldFrame, describedBy } from './components/fields/Field';
export type { FieldFrameProps } from './components/fields/Field';
export {
  controlStyle,
  fieldStyle,
  labelStyle,
  hintStyle,
  errorTextStyle,
} from './components/fields/fieldStyles';
export { Badge } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { linkButtonStyle } from './components/linkButtonStyle';
export { LoadingState } from './states/LoadingState';
export type { LoadingStateProps } from './states/LoadingState';
export { ErrorState } from './states/ErrorState';
export type { ErrorStateProps } from './states/ErrorState';
export { EmptyState } from './states/EmptyState';
export type { EmptyStateProps } from './states/EmptyState';
export { useStepFocus, StepAnnouncer, STEP_HEADING } from './a11y/useStepFocus';
