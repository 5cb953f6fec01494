import { valibotResolver } from '@hookform/resolvers/valibot';
import { call, isApiRequestError, refreshSignedInPlayer } from '@portal/api-client';
import {
  BIRTH_DATE_VISIBILITIES,
  messages,
  ProfileFormSchema,
  profileErrorCodes,
  type OwnProfile,
  type ProfileForm,
  profileEndpoints,
} from '@portal/contracts';
import { Button, SelectField, TextField, theme, ErrorState, LoadingState } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type * as v from 'valibot';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { apiMessage } from '../../ui/apiMessage';
import { useFieldMessage } from '../../ui/fieldMessage';
import { card, ProfilePage } from '../../ui/layout';
import { AvatarUpload } from './AvatarUpload';

function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const fieldMessage = useFieldMessage();
  const [image, setImage] = useState(profile.image);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof ProfileFormSchema>, unknown, ProfileForm>({
    resolver: valibotResolver(ProfileFormSchema),
    defaultValues: {
      nickname: profile.nickname,
      birthDate: profile.birthDate ?? '',
      birthDateVisibility: profile.birthDateVisibility,
      phone: profile.phone ?? '',
    },
    mode: 'onTouched',
  });

  const save = async (form: ProfileForm) => {
    setFailure(null);
    try {
      await call(profileEndpoints.update, {
        body: {
          nickname: form.nickname,
          birthDate: form.birthDate,
          birthDateVisibility: form.birthDateVisibility,
          phone: form.phone === '' ? null : form.phone,
        },
      });
      await refreshSignedInPlayer();
      navigate('/account/my-profile');
    } catch (error) {
      const code = isApiRequestError(error) ? error.errors[0]?.code : undefined;
      if (code === profileErrorCodes.nicknameTaken) setError('nickname', { message: messages.usernameTaken });
      else setFailure(apiMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label={t('edit.title')}
      css={{
        ...card,
        display: 'grid',
        gap: theme.space.lg,
        // Wide screens: the avatar in a column of its own, the fields beside it.
        [theme.breakpoints.wide]: { gridTemplateColumns: '180px minmax(0, 1fr)', gap: theme.space.xl },
      }}
    >
      <AvatarUpload
        image={image}
        nickname={profile.nickname}
        onUploaded={(uploaded) => {
          setImage(uploaded);
          void refreshSignedInPlayer();
        }}
      />
      <div css={{ display: 'grid', gap: theme.space.lg, minWidth: 0 }}>
        <TextField
          label={t('edit.nickname')}
          autoComplete="nickname"
          error={fieldMessage(errors.nickname?.message)}
          {...register('nickname')}
        />
        <TextField
          label={t('edit.birthDate')}
          type="date"
          error={fieldMessage(errors.birthDate?.message)}
          {...register('birthDate')}
        />
        <SelectField
          label={t('edit.birthDateVisibility')}
          hint={t('edit.birthDateVisibilityHint')}
          options={BIRTH_DATE_VISIBILITIES.map((value) => ({
            value,
            label: t(`edit.birthDateShown.${value}`),
          }))}
          {...register('birthDateVisibility')}
        />
        <TextField
          label={t('edit.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('edit.phoneHint')}
          error={fieldMessage(errors.phone?.message)}
          {...register('phone')}
        />
        {failure && (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
            {failure}
          </p>
        )}
        <div css={{ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end' }}>
          <Button variant="ghost" onClick={() => navigate('/account/my-profile')}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('edit.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /account/my-profile/edit: nickname, birth date, phone and avatar (000 §5, 001 §5 messages). */
export function EditProfilePage() {
  const { t } = useTexts();
  const profile = useResource((signal) => call(profileEndpoints.own, { signal }), []);
  return (
    <ProfilePage title={t('edit.title')} testId="page-editProfile">
      {profile.status === 'loading' && <LoadingState blocks={[110, 68, 68, 68]} />}
      {profile.status === 'error' && <ErrorState message={t('states.error')} onRetry={profile.retry} />}
      {profile.status === 'ready' && <EditProfileForm profile={profile.data} />}
    </ProfilePage>
  );
}
