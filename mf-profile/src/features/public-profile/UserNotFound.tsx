import { messages } from '@portal/contracts';
import { theme, EmptyState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n';

/** 'User Not Found' with an image and Go to Home (000 §2, §8). */
export function UserNotFound() {
  const { t } = useTexts();
  return (
    <EmptyState
      image={
        <svg width="96" height="96" viewBox="0 0 96 96" role="img" aria-label={t('notFound.imageLabel')}>
          <circle cx="48" cy="36" r="18" fill="none" stroke={theme.colors.textMuted} strokeWidth="4" />
          <path
            d="M16 86c4-18 18-26 32-26s28 8 32 26"
            fill="none"
            stroke={theme.colors.textMuted}
            strokeWidth="4"
          />
          <path
            d="M70 14l16 16M86 14L70 30"
            stroke={theme.colors.danger}
            strokeWidth="4"
            strokeLinecap="round"
          />
        </svg>
      }
      title={t('notFound.title', { defaultValue: messages.userNotFound })}
      action={
        <Link to="/" css={{ color: theme.colors.gold, fontWeight: theme.fontWeights.bold }}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
