import { call } from '@portal/api-client';
import { usePasswordRule } from '@portal/api-client/password-rule';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  encodePassword,
  passwordChangeFormSchema,
  type PasswordChangeForm,
  profileEndpoints,
} from '@portal/contracts';
import { Button, TextField, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useTexts } from '../../i18n';
import { errorCode, useApiMessage } from '../../ui/apiMessage';
import { useFieldMessage } from '../../ui/fieldMessage';

type FormInput = v.InferInput<ReturnType<typeof passwordChangeFormSchema>>;

/**
 * Change the password (or set a first one, for an account made with a social sign-in): the current
 * one, the new one twice (the password rule in force, 'Your password doesn't match'). The API signs the other
 * devices out; this one stays signed in.
 */
function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTexts();
  const fieldMessage = useFieldMessage();
  const apiMessage = useApiMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRule = usePasswordRule();
  const schema = useMemo(
    () => passwordChangeFormSchema(hasPassword, passwordRule),
    [hasPassword, passwordRule],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, PasswordChangeForm>({
    resolver: valibotResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const save = async (form: PasswordChangeForm) => {
    setFailure(null);
    try {
      await call(profileEndpoints.changePassword, {
        body: {
          ...(hasPassword && form.currentPassword
            ? { currentPassword: encodePassword(form.currentPassword) }
            : {}),
          newPassword: encodePassword(form.newPassword),
        },
      });
      onDone();
    } catch (error) {
      if (errorCode(error) === 'CURRENT_PASSWORD_INVALID') {
        setError('currentPassword', { message: apiMessage(error) });
      } else setFailure(apiMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label={hasPassword ? t('account.passwordTitle') : t('account.setPasswordTitle')}
      css={{ display: 'grid', gap: theme.space.md }}
    >
      {hasPassword && (
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint', { length: passwordRule.minLength })}
        error={fieldMessage(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {failure && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('account.passwordSave')}
      </Button>
    </form>
  );
}

export function ChangePasswordDialog({
  open,
  hasPassword,
  onClose,
  onChanged,
}: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTexts();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={hasPassword ? t('account.passwordTitle') : t('account.setPasswordTitle')}
    >
      {/* Mounted only while open: the form starts empty every time. */}
      {open && <PasswordForm hasPassword={hasPassword} onDone={onChanged} />}
    </Modal>
  );
}
