import { css } from '@emotion/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { errorCodes, FEEDBACK_MAX_LENGTH, FeedbackFormSchema } from '@portal/contracts';
import { translateMessage, usePortalTranslation } from '@portal/i18n';
import {
  Button,
  controlStyle,
  errorTextStyle,
  fieldStyle,
  focusOutline,
  hintStyle,
  labelStyle,
  TextField,
  theme,
} from '@portal/ui';
import { useTexts } from '../../i18n';
import type { FeedbackFlow } from './useFeedbackFlow';
import { backButtonStyle, ChevronIcon, stepStyle } from './styles';

type FormInput = v.InferInput<typeof FeedbackFormSchema>;
type FormOutput = v.InferOutput<typeof FeedbackFormSchema>;

const pageRowStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  width: '100%',
  minHeight: 52,
  padding: `${theme.space.sm}px ${theme.space.md}px`,
  border: `1px solid ${theme.colors.inputBorder}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.goldDark },
  '&:focus-visible': focusOutline(),
  '& > span:first-of-type': { flex: 1, display: 'flex', flexDirection: 'column', gap: 2 },
  small: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
});

const counterStyle = (over: boolean) =>
  css({
    margin: 0,
    marginLeft: 'auto',
    fontSize: theme.fontSizes.xs,
    fontVariantNumeric: 'tabular-nums',
    color: over ? theme.colors.danger : theme.colors.textMuted,
  });

const alertStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radii.md,
  background: 'rgba(255, 90, 106, 0.08)',
  strong: { color: theme.colors.text },
  p: { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
});

export interface FeedbackFormProps {
  flow: FeedbackFlow;
  /** Visitors only: a signed-in player sees only the feedback field (000 §5). */
  showEmail: boolean;
  /** In the portal the form is reached from the Help Center menu. */
  onBackToMenu?: () => void;
}

export function FeedbackForm({ flow, showEmail, onBackToMenu }: FeedbackFormProps) {
  const { t } = useTexts();
  const { t: tCommon } = usePortalTranslation();
  const ids = useId();
  const { state } = flow;
  const {
    register,
    handleSubmit,
    getValues,
    control,
    trigger,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: valibotResolver(FeedbackFormSchema),
    defaultValues: {
      description: state.draft.description,
      ...(showEmail ? { email: state.draft.email } : {}),
    },
    mode: 'onTouched',
  });
  const draft = () => ({ description: getValues('description') ?? '', email: getValues('email') ?? '' });
  const send = handleSubmit(() => flow.submit(draft()));
  const length = (useWatch({ control, name: 'description' }) ?? '').length;
  const overLimit = length > FEEDBACK_MAX_LENGTH;
  const canSend = state.page !== null;
  const descriptionField = register('description', {
    // The max-500 message shows as soon as the text is too long, not only after leaving the field.
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value.length > FEEDBACK_MAX_LENGTH || errors.description) void trigger('description');
    },
  });

  return (
    <form css={stepStyle} onSubmit={send} noValidate aria-label={t('feedback.title')}>
      {onBackToMenu && (
        <button type="button" css={backButtonStyle} onClick={onBackToMenu}>
          <ChevronIcon direction="left" />
          {t('feedback.backToMenu')}
        </button>
      )}

      {state.error && (
        <div role="alert" css={alertStyle}>
          <strong>{t('feedback.failedTitle')}</strong>
          <p>{state.error === errorCodes.rateLimited ? t('feedback.rateLimited') : t('feedback.failed')}</p>
          <Button variant="secondary" size="sm" css={{ alignSelf: 'flex-start' }} onClick={() => void send()}>
            {tCommon('app.retry')}
          </Button>
        </div>
      )}

      <div css={fieldStyle}>
        <span css={labelStyle} id={`${ids}-page-label`}>
          {t('feedback.pageLabel')}
        </span>
        <button
          type="button"
          css={pageRowStyle}
          aria-labelledby={`${ids}-page-label ${ids}-page-value`}
          onClick={() => flow.openPages(draft())}
          data-testid="feedback-page"
          data-step-focus
        >
          <span>
            <span
              id={`${ids}-page-value`}
              css={{ color: state.page ? theme.colors.text : theme.colors.textMuted }}
            >
              {state.page ? t(`feedback.pages.${state.page}`) : t('feedback.choosePage')}
            </span>
          </span>
          <ChevronIcon />
        </button>
      </div>

      <div css={fieldStyle}>
        <div css={{ display: 'flex', alignItems: 'baseline', gap: theme.space.sm }}>
          <label css={labelStyle} htmlFor={`${ids}-description`}>
            {t('feedback.descriptionLabel')}
          </label>
          <p css={counterStyle(overLimit)} id={`${ids}-counter`} aria-live="polite">
            {t('feedback.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
          </p>
        </div>
        <textarea
          id={`${ids}-description`}
          rows={5}
          css={[controlStyle, { padding: theme.space.md, resize: 'vertical', minHeight: 120 }]}
          placeholder={t('feedback.descriptionPlaceholder')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${ids}-counter${errors.description ? ` ${ids}-description-error` : ''}`}
          {...descriptionField}
        />
        {errors.description?.message && (
          <p css={errorTextStyle} id={`${ids}-description-error`}>
            {translateMessage(errors.description.message)}
          </p>
        )}
      </div>

      {showEmail && (
        <TextField
          id={`${ids}-email`}
          label={t('feedback.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('feedback.emailPlaceholder')}
          // The hint gives way to the error, as the field has room for one line under it.
          error={errors.email?.message ? translateMessage(errors.email.message) : undefined}
          hint={errors.email?.message ? undefined : t('feedback.emailHint')}
          {...register('email')}
        />
      )}

      <div css={fieldStyle}>
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={!canSend}
          aria-describedby={canSend ? undefined : `${ids}-send-hint`}
        >
          {t('feedback.send')}
        </Button>
        {!canSend && (
          <p css={[hintStyle, { textAlign: 'center' }]} id={`${ids}-send-hint`}>
            {t('feedback.choosePageFirst')}
          </p>
        )}
      </div>
    </form>
  );
}
