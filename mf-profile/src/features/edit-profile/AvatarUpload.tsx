import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, profileMessages, VIP_LEVELS } from '@portal/contracts';
import { Button, ProgressBar, theme } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../i18n';
import { useFieldMessage } from '../../ui/fieldMessage';
import { AvatarFrame } from '../profile-header/AvatarFrame';
import { uploadAvatar } from './uploadAvatar';

/** Checks made before sending (the API checks again, by content): type and size. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return profileMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  return null;
}

/** Choose an image, see it at once in the frame, watch the upload's progress. */
export function AvatarUpload({
  image,
  nickname,
  onUploaded,
}: {
  image: string | null;
  nickname: string;
  onUploaded: (image: string) => void;
}) {
  const { t } = useTexts();
  const fieldMessage = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(fieldMessage(problem) ?? problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      onUploaded(await uploadAvatar(file, setProgress));
      setPreview(null);
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message !== 'network' ? failure.message : t('states.error');
      setError(fieldMessage(message) ?? message);
      setPreview(null);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div
      css={{
        display: 'flex',
        gap: theme.space.lg,
        alignItems: 'center',
        // Wide screens: a column beside the form's fields, the picture above its button.
        [theme.breakpoints.wide]: {
          flexDirection: 'column',
          textAlign: 'center',
          '& > div': { flex: 'none', width: '100%' },
        },
      }}
    >
      <AvatarFrame image={preview ?? image} nickname={nickname} vipLevel={VIP_LEVELS.none} />
      <div css={{ display: 'grid', gap: theme.space.sm, flex: 1 }}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-label={t('edit.avatarInput')}
          css={{ display: 'none' }}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          {t('edit.avatar')}
        </Button>
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>
          {t('edit.avatarHint')}
        </p>
        {progress !== null && <ProgressBar value={progress} showInfo label={t('edit.avatarProgress')} />}
        {error && (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
