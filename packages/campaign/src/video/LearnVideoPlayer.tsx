import { apiAssetUrl } from '@portal/api-client';
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { CAMPAIGN_LANGUAGES, learnVideoCaptionsUrl, type LearnVideo } from '@portal/contracts';
import { Button, StepAnnouncer, theme, useStepFocus } from '@portal/ui';
import type { CampaignCalls } from '../campaignCalls';
import { campaignErrorMessage } from '../forms/messages';
import { useContentText } from '../i18n/contentText';
import { currentCampaignLanguage } from '../i18n/instance';
import { useKitTexts } from '../i18n/kitTexts';
import { CAMPAIGN_HTML_LANG, CAMPAIGN_LANGUAGE_NAMES } from '../i18n/languages';
import { StateBadge } from '../rewards/StateBadge';
import { isSeekBack, segmentsPassed } from './watchSegments';

const playerStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.md,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  video: { width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: theme.radii.md },
  h3: { margin: 0, fontSize: theme.fontSizes.md },
  fieldset: { border: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space.xs },
});

interface Watch {
  id: string;
  lastPosition: number;
}

/**
 * One learn video: playback reports each passed segment to the server; the question appears
 * when the server says every segment was watched, and a correct answer earns its points once.
 */
export function LearnVideoPlayer({
  api,
  video: initial,
  signedIn,
  onPointsChanged,
}: {
  api: CampaignCalls;
  video: LearnVideo;
  signedIn: boolean;
  onPointsChanged?: () => void;
}) {
  const { t } = useKitTexts();
  const content = useContentText();
  const [video, setVideo] = useState(initial);
  const [error, setError] = useState<string>();
  const [answering, setAnswering] = useState(false);
  const [wrong, setWrong] = useState(false);
  const article = useRef<HTMLElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  // The texts hook re-renders on a language change, so this is the page's language now.
  const pageLanguage = CAMPAIGN_HTML_LANG[currentCampaignLanguage()];
  useEffect(() => {
    // `default` picks the page language's track as the video loads; a language chosen later
    // switches the captions shown with it.
    const tracks = player.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks))
      track.mode = track.language === pageLanguage ? 'showing' : 'disabled';
  }, [pageLanguage]);
  // A right answer replaces the question (and its buttons): focus moves to the line that says so.
  const announcer = useStepFocus(article, video.answeredCorrectly ? 'answered' : 'open');
  const watch = useRef<Watch | null>(null);
  const starting = useRef<Promise<Watch> | null>(null);
  // Reports go one after another: the server refuses a position lower than one it already has.
  const reports = useRef<Promise<void>>(Promise.resolve());

  const startWatch = (position: number): Promise<Watch> => {
    starting.current ??= api.startWatch(video.code, position).then((started) => {
      watch.current = { id: started.watchId, lastPosition: position };
      starting.current = null;
      return watch.current;
    });
    return starting.current;
  };

  const onTime = async (position: number) => {
    if (!signedIn) return;
    try {
      let current = watch.current;
      if (!current || isSeekBack(current.lastPosition, position)) {
        watch.current = null;
        current = await startWatch(position);
      }
      const passed = segmentsPassed(video, current.lastPosition, position);
      current.lastPosition = Math.max(current.lastPosition, position);
      const watchId = current.id;
      for (const segment of passed) {
        reports.current = reports.current
          .then(() => api.reportProgress(video.code, { watchId, segment, positionSeconds: position }))
          .then(setVideo, (caught: unknown) => setError(campaignErrorMessage(caught)));
      }
      await reports.current;
    } catch (caught) {
      setError(campaignErrorMessage(caught));
    }
  };

  const answer = async (optionIndex: number) => {
    setAnswering(true);
    setError(undefined);
    try {
      const result = await api.answer(video.code, optionIndex);
      setVideo(result.video);
      setWrong(!result.correct);
      if (result.pointsAwarded > 0) onPointsChanged?.();
    } catch (caught) {
      setError(campaignErrorMessage(caught));
    } finally {
      setAnswering(false);
    }
  };

  const watched = video.watchedSegments.length;
  return (
    <article ref={article} css={playerStyle} data-testid={`video-${video.code}`}>
      <h3>
        {content('videos', video.code, 'title', video.title)} <StateBadge state={video.state} />
      </h3>
      <p>{content('videos', video.code, 'description', video.description)}</p>
      <video
        ref={player}
        controls
        preload="metadata"
        playsInline
        src={apiAssetUrl(video.videoUrl)}
        poster={video.posterUrl ? apiAssetUrl(video.posterUrl) : undefined}
        onPlay={(event) => void (signedIn && !watch.current && startWatch(event.currentTarget.currentTime))}
        onTimeUpdate={(event) => void onTime(event.currentTarget.currentTime)}
        onEnded={(event) => void onTime(Math.max(event.currentTarget.currentTime, video.durationSeconds))}
      >
        {/* The lesson and its answer in words (the clip has no sound), in each campaign language. */}
        {CAMPAIGN_LANGUAGES.map((language) => {
          const captions = learnVideoCaptionsUrl(video.videoUrl, language);
          return (
            captions && (
              <track
                key={language}
                kind="captions"
                src={apiAssetUrl(captions)}
                srcLang={CAMPAIGN_HTML_LANG[language]}
                label={CAMPAIGN_LANGUAGE_NAMES[language]}
                default={CAMPAIGN_HTML_LANG[language] === pageLanguage}
              />
            )
          );
        })}
      </video>
      <p data-testid="video-progress">
        {t('video.progress', { watched, count: video.segmentCount, points: video.points })}
      </p>
      {!signedIn && <p>{t('video.needAccount')}</p>}
      {signedIn && !video.question && !video.answeredCorrectly && <p>{t('video.locked')}</p>}
      {video.question && !video.answeredCorrectly && (
        <fieldset data-testid="video-question">
          <legend>{content('videos', video.code, 'question', video.question.prompt)}</legend>
          {video.question.options.map((option, index) => (
            <Button
              key={option}
              variant="secondary"
              size="sm"
              disabled={answering}
              onClick={() => void answer(index)}
            >
              {content('videos', video.code, `options.${index}`, option)}
            </Button>
          ))}
          {wrong && <p role="alert">{t('video.wrong')}</p>}
        </fieldset>
      )}
      {video.answeredCorrectly && (
        <h4 data-testid="video-answered" data-step-heading tabIndex={-1} css={{ margin: 0 }}>
          {t('video.answered', { points: video.pointsEarned })}
        </h4>
      )}
      {error && (
        <p role="alert" css={{ color: theme.colors.danger }}>
          {error}
        </p>
      )}
      <StepAnnouncer announcer={announcer} />
    </article>
  );
}
