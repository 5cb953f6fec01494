import { Button } from '@portal/ui';
import { useTexts } from '../i18n';
import { navigateInPortal } from '@portal/federation';
import { Card } from './Card';

/** Sign in, then back to this page. */
export const signInAndReturn = () =>
  navigateInPortal(
    `/login?referrer=${encodeURIComponent(window.location.pathname + window.location.search)}`,
  );

/** For visitors on an open page: why to sign in, and the way there (back here afterwards). */
export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTexts();
  return (
    <Card testId="sign-in-prompt">
      <p>{message}</p>
      <Button onClick={signInAndReturn}>{t('signIn')}</Button>
    </Card>
  );
}
