import { call, refreshSignedInPlayer } from '@portal/api-client';
import { PERSONALITY_QUESTIONS, type JobType, personalityEndpoints } from '@portal/contracts';
import { useSessionValue, userAtom } from '@portal/session';
import { Button, JobBadge, theme, LoadingState } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../i18n';
import { card, ProfilePage } from '../../ui/layout';

function Result({ job, onRetake }: { job: JobType; onRetake: () => void }) {
  const { t } = useTexts();
  return (
    <section
      data-testid="personality-result"
      css={{ ...card, display: 'grid', gap: theme.space.md, justifyItems: 'start' }}
    >
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('personality.yourType')}</p>
      <JobBadge jobType={job} />
      <p css={{ margin: 0 }}>{t(`personality.jobs.${job}`)}</p>
      <Button variant="secondary" onClick={onRetake}>
        {t('personality.retake')}
      </Button>
    </section>
  );
}

/** The quiz: five questions, one answer each; the answers set the job (and its badge). */
function Quiz({ onDone }: { onDone: (job: JobType) => void }) {
  const { t } = useTexts();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const complete = PERSONALITY_QUESTIONS.every((question) => answers[question.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailed(false);
    try {
      const { job } = await call(personalityEndpoints.submit, { body: { answers } });
      await refreshSignedInPlayer();
      onDone(job);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('personality.quiz')} css={{ display: 'grid', gap: theme.space.lg }}>
      {PERSONALITY_QUESTIONS.map((question, index) => (
        <fieldset key={question.id} css={{ ...card, display: 'grid', gap: theme.space.sm, margin: 0 }}>
          <legend
            css={{
              float: 'left',
              padding: 0,
              marginBottom: theme.space.sm,
              fontWeight: theme.fontWeights.bold,
            }}
          >
            {index + 1}. {t(`personality.questions.${question.id}.text`)}
          </legend>
          {Object.keys(question.answers).map((answer) => (
            <label
              key={answer}
              css={{
                display: 'flex',
                gap: theme.space.sm,
                alignItems: 'center',
                minHeight: 36,
                cursor: 'pointer',
              }}
            >
              <input
                type="radio"
                name={question.id}
                value={answer}
                checked={answers[question.id] === answer}
                onChange={() => setAnswers((current) => ({ ...current, [question.id]: answer }))}
              />
              {t(`personality.questions.${question.id}.${answer}`)}
            </label>
          ))}
        </fieldset>
      ))}
      {failed && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {t('states.error')}
        </p>
      )}
      <Button type="submit" disabled={!complete} loading={sending}>
        {t('personality.submit')}
      </Button>
    </form>
  );
}

/** /personality/result: the player's type with its badge, or the quiz when there is none yet. */
export function PersonalityPage() {
  const { t } = useTexts();
  const user = useSessionValue(userAtom);
  const [retaking, setRetaking] = useState(false);
  const [answered, setAnswered] = useState<JobType | null>(null);
  const job = answered ?? user?.configuration.job ?? null;

  return (
    <ProfilePage title={t('personality.title')} testId="page-personality">
      {!user && !answered ? (
        <LoadingState blocks={[120]} />
      ) : job && !retaking ? (
        <Result job={job} onRetake={() => setRetaking(true)} />
      ) : (
        <>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('personality.intro')}</p>
          <Quiz
            onDone={(result) => {
              setAnswered(result);
              setRetaking(false);
            }}
          />
        </>
      )}
    </ProfilePage>
  );
}
