import { css } from '@emotion/react';
import { SECTION_NAV_HEIGHT } from '../landing/SectionNav';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beginPlayerSession, endPlayerSession, isApiRequestError } from '@portal/api-client';
import { emitEmbedEvent, isSignedInAtom, useSessionValue, userAtom } from '@portal/session';
import { StepAnnouncer, theme, useStepFocus, ErrorState, LoadingState } from '@portal/ui';
import type { CampaignCalls } from '../campaignCalls';
import { useKitTexts } from '../i18n/kitTexts';
import { nextStep, STEP_NUMBER, type FlowEvent, type FlowStep } from './flowState';
import { ConsentStep } from './steps/ConsentStep';
import { DoneStep } from './steps/DoneStep';
import { EmailStep } from './steps/EmailStep';
import { LoginStep } from './steps/LoginStep';
import { OtpStep } from './steps/OtpStep';
import { PasswordStep } from './steps/PasswordStep';

export interface PreRegistrationFlowProps {
  api: CampaignCalls;
  /** Versions of the legal pages the player agrees to (from the campaign configuration). */
  versions: { termsVersion: string; eulaVersion: string };
  links: { terms: string; eula: string; forgotPassword: string; socialSignIn: string };
  /** `?invite=` of the link the player arrived with. */
  inviteCode?: string;
  channel: 'website' | 'mobile';
}

const frameStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  width: '100%',
  maxWidth: 440,
  marginInline: 'auto',
  padding: theme.space.xl,
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  // A step's heading scrolled to (the landing's "Pre-Register now") clears the sticky section
  // navigation with a gap: flush against it, a fraction of a pixel of scroll rounding would tuck it under.
  '[data-step-heading]': { scrollMarginTop: SECTION_NAV_HEIGHT + theme.space.sm },
});

const stepsStyle = css({
  display: 'flex',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { flex: 1, height: 4, borderRadius: 2, background: theme.colors.border },
  'li[data-done="true"]': { background: theme.colors.gold },
});

const QUIET_FROM = ['checking'] as const;

/** The five-step pre-registration of 001 §2, for visitors and signed-in players alike. */
export function PreRegistrationFlow({ api, versions, links, inviteCode, channel }: PreRegistrationFlowProps) {
  const { t } = useKitTexts();
  const signedIn = useSessionValue(isSignedInAtom);
  const user = useSessionValue(userAtom);
  const [step, setStep] = useState<FlowStep>({ step: signedIn ? 'checking' : 'email' });
  const [loadError, setLoadError] = useState(false);
  const frame = useRef<HTMLElement>(null);
  const send = useCallback((event: FlowEvent) => setStep((current) => nextStep(current, event)), []);
  // The status check on arrival is not the player's doing: focus stays where the page put it.
  const announcer = useStepFocus(frame, step.step, { quietFrom: QUIET_FROM });

  // A signed-in player skips straight to consent, or to the coupon when already pre-registered.
  const loadStatus = useCallback(async () => {
    try {
      send({ type: 'signedIn', status: await api.status() });
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) send({ type: 'signedOut' });
      else setLoadError(true);
    }
  }, [api, send]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loadStatus sets state only once the API answered
    if (step.step === 'checking') void loadStatus();
  }, [step.step, loadStatus]);

  const signInWith = async (session: { token: string; userId: number }) => {
    await beginPlayerSession(session);
    send({ type: 'signedIn', status: await api.status() });
  };
  const changeAccount = async () => {
    await endPlayerSession();
    send({ type: 'signedOut' });
  };

  const body = (() => {
    switch (step.step) {
      case 'checking':
        return loadError ? (
          <ErrorState
            message={t('state.error')}
            retryLabel={t('state.retry')}
            onRetry={() => {
              setLoadError(false);
              void loadStatus();
            }}
          />
        ) : (
          <LoadingState label={t('state.loading')} />
        );
      case 'email':
        return (
          <>
            <EmailStep
              onSubmit={async (email) => {
                const result = await api.checkEmail(email);
                send({ type: 'emailChecked', email: result.email, accountExists: result.accountExists });
              }}
            />
            <p css={{ textAlign: 'center', margin: 0 }}>
              <a href={links.socialSignIn} css={{ color: theme.colors.gold }}>
                {t('preRegister.social')}
              </a>
            </p>
          </>
        );
      case 'login':
        return (
          <LoginStep
            email={step.email}
            forgotPasswordHref={links.forgotPassword}
            onChangeEmail={() => send({ type: 'back' })}
            onSubmit={async (password) => signInWith(await api.login(step.email, password))}
          />
        );
      case 'password':
        return (
          <PasswordStep
            email={step.email}
            onChangeEmail={() => send({ type: 'back' })}
            onSubmit={async (password) => {
              const sent = await api.sendCode(step.email, password);
              send({ type: 'codeSent', email: step.email, password, resendInSeconds: sent.resendInSeconds });
            }}
          />
        );
      case 'otp':
        return (
          <OtpStep
            email={step.email}
            resendInSeconds={step.resendInSeconds}
            onBack={() => send({ type: 'back' })}
            onResend={async () => (await api.sendCode(step.email, step.password)).resendInSeconds}
            onSubmit={async (code) => signInWith(await api.verify(step.email, code))}
          />
        );
      case 'consent':
        return (
          <ConsentStep
            accountLabel={user ? `${user.nickname} (${user.email})` : null}
            termsHref={links.terms}
            eulaHref={links.eula}
            onChangeAccount={() => void changeAccount()}
            onSubmit={async () => {
              const status = await api.consent({
                agreeTerms: true,
                agreeEula: true,
                ...versions,
                ...(inviteCode ? { inviteCode } : {}),
                channel,
              });
              send({ type: 'consented', status });
              // A studio page embedding the flow hears of it (its onEvent).
              emitEmbedEvent(frame.current, 'pre-registered', {
                userId: status.lotteryNumber,
                channel: status.channel,
              });
            }}
          />
        );
      case 'done':
        return (
          <DoneStep
            status={step.status}
            accountLabel={user ? `${user.nickname} (${user.email})` : null}
            onChangeAccount={() => void changeAccount()}
          />
        );
    }
  })();

  const number = STEP_NUMBER[step.step];
  return (
    <section
      ref={frame}
      css={frameStyle}
      aria-label={t('preRegister.title')}
      data-testid="pre-register-flow"
      data-step={step.step}
    >
      <ol css={stepsStyle} aria-label={t('preRegister.stepOf', { step: number, count: 5 })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <li key={n} data-done={n <= number} />
        ))}
      </ol>
      {body}
      <StepAnnouncer announcer={announcer} />
    </section>
  );
}
