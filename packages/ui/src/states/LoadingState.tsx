import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '../theme';
import { Skeleton } from '../components/Skeleton';

const listStyle = css({ display: 'grid', gap: theme.space.sm });

/** Three lines of text, the last ones shorter: the default shape of something loading. */
const TEXT_LINES = [
  { height: 16, width: '100%' },
  { height: 16, width: '80%' },
  { height: 16, width: '60%' },
];

export interface LoadingStateProps {
  /** Heights of the placeholder blocks, top to bottom, the size of what will replace them. */
  blocks?: readonly number[];
  /** Read by screen readers; defaults to the common 'Loading'. */
  label?: string;
  className?: string;
}

/** Grey blocks where content is coming, announced once as a busy status. */
export function LoadingState({ blocks, label, className }: LoadingStateProps) {
  const { t } = usePortalTranslation();
  const shapes = blocks ? blocks.map((height) => ({ height, width: '100%' })) : TEXT_LINES;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t('app.loading')}
      className={className}
      css={listStyle}
    >
      {shapes.map(({ height, width }, index) => (
        <Skeleton key={index} height={height} width={width} />
      ))}
    </div>
  );
}
