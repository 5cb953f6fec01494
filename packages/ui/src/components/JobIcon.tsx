import type { ReactElement } from 'react';
import { JOB_ICON_WIDTH, type JobType } from '@portal/contracts';
import { LineIcon } from './LineIcon';

/** One small line glyph per personality type, drawn in currentColor on a 24-unit grid. */
const glyphs: Record<JobType, ReactElement> = {
  // compass
  explorer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  // crosshair
  hunter: (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </>
  ),
  // crossed swords
  battle_master: <path d="M4 4l10 10M14.5 14.5l3 3M20 4L10 14M9.5 14.5l-3 3M5 19l2-2M19 19l-2-2" />,
  // shield with a chevron
  tactician: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
      <path d="M8.5 11l3.5 3 3.5-3" />
    </>
  ),
  // mountain path under a sun
  wanderer: (
    <>
      <path d="M3 19l6-9 4 6 3-4 5 7z" />
      <circle cx="17" cy="6" r="2" />
    </>
  ),
};

export function JobIcon({ jobType }: { jobType: JobType }) {
  return (
    <LineIcon size={JOB_ICON_WIDTH} weight={2} data={{ 'data-job-icon': jobType }}>
      {glyphs[jobType]}
    </LineIcon>
  );
}
