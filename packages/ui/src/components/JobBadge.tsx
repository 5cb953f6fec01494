import type { ReactNode } from 'react';
import { JOB_DISPLAY_NAMES, toJobType } from '@portal/contracts';
import { theme } from '../theme';
import { JobIcon } from './JobIcon';

export interface JobBadgeProps {
  /** Any value from the API; an unknown or missing type shows as WANDERER. */
  jobType: string | null | undefined;
  /** Shown after the name, e.g. a chevron or a count. */
  suffix?: ReactNode;
  className?: string;
}

/** Personality badge: icon and display name (spec 001 §3). */
export function JobBadge({ jobType, suffix, className }: JobBadgeProps) {
  const resolved = toJobType(jobType);
  return (
    <span
      className={className}
      data-job-type={resolved}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xs,
        padding: `${theme.space.xxs}px ${theme.space.sm}px`,
        borderRadius: theme.radii.pill,
        border: `1px solid ${theme.colors.goldDark}`,
        background: 'rgba(242, 193, 78, 0.1)',
        color: theme.colors.gold,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
      }}
    >
      <JobIcon jobType={resolved} />
      <span>{JOB_DISPLAY_NAMES[resolved]}</span>
      {suffix !== undefined && suffix !== null && <span>{suffix}</span>}
    </span>
  );
}
