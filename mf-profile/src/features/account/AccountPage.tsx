import { call, endPlayerSession } from '@portal/api-client';
import { SUPPORTED_LANGUAGES, type LanguageCode, profileEndpoints } from '@portal/contracts';
import { languageOptions } from '@portal/i18n';
import { endSession, languageAtom, useSessionValue } from '@portal/session';
import { Button, theme, ErrorState, LoadingState } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useResource } from '@portal/api-client/resource';
import { useTexts } from '../../i18n';
import { card, linkStyle, ProfilePage } from '../../ui/layout';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: theme.space.md,
        padding: `${theme.space.sm}px 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <span css={{ color: theme.colors.textMuted }}>{label}</span>
      <span css={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

/** Language as the picker does it (000 §2): the lang query parameter, then a reload. */
function switchLanguage(language: LanguageCode) {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', language);
  window.location.assign(url.toString());
}

/** /account: language, email, password, linked accounts, sign out, delete account. */
export function AccountPage() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const language = useSessionValue(languageAtom);
  const settings = useResource((signal) => call(profileEndpoints.accountSettings, { signal }), []);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);

  const signOut = async () => {
    await endPlayerSession();
    navigate('/');
  };
  const deleteAccount = async () => {
    setDeleting(true);
    setDeleteFailed(false);
    try {
      await call(profileEndpoints.deleteAccount, { body: { confirm: true } });
      endSession();
      navigate('/');
    } catch {
      setDeleteFailed(true);
      setDeleting(false);
    }
  };

  return (
    <ProfilePage title={t('account.title')} testId="page-account" columns="minmax(0, 1fr) 300px">
      <section css={card} aria-label={t('account.settings')}>
        <Row label={t('account.language')}>
          <select
            aria-label={t('account.language')}
            value={language}
            onChange={(event) => switchLanguage(event.target.value as LanguageCode)}
            css={{
              minHeight: 36,
              background: theme.colors.surface,
              color: theme.colors.text,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.sm,
            }}
          >
            {languageOptions
              .filter((option) => (SUPPORTED_LANGUAGES as readonly string[]).includes(option.languageCode))
              .map((option) => (
                <option key={option.languageCode} value={option.languageCode}>
                  {option.name}
                </option>
              ))}
          </select>
        </Row>
        {settings.status === 'loading' && <LoadingState blocks={[36, 36, 36]} />}
        {settings.status === 'error' && <ErrorState message={t('states.error')} onRetry={settings.retry} />}
        {settings.status === 'ready' && (
          <>
            <Row label={t('account.email')}>
              {settings.data.email || (
                <Link to="/verification/email" css={linkStyle}>
                  {t('account.addEmail')}
                </Link>
              )}
            </Row>
            <Row label={t('account.password')}>
              <Button variant="ghost" size="sm" onClick={() => setPasswordOpen(true)}>
                {settings.data.hasPassword ? t('account.changePassword') : t('account.setPassword')}
              </Button>
            </Row>
            <Row label={t('account.social')}>
              {settings.data.socialProviders.length > 0
                ? settings.data.socialProviders
                    .map((provider) => provider[0]!.toUpperCase() + provider.slice(1))
                    .join(', ')
                : t('account.noSocial')}
            </Row>
          </>
        )}
        <Row label={t('account.profile')}>
          <Link to="/account/my-profile" css={linkStyle}>
            {t('myProfile.title')}
          </Link>
        </Row>
      </section>
      {passwordChanged && (
        <p role="status" css={{ margin: 0, color: theme.colors.success }}>
          {t('account.passwordChanged')}
        </p>
      )}
      {settings.status === 'ready' && (
        <ChangePasswordDialog
          open={passwordOpen}
          hasPassword={settings.data.hasPassword}
          onClose={() => setPasswordOpen(false)}
          onChanged={() => {
            setPasswordOpen(false);
            setPasswordChanged(true);
            settings.reload();
          }}
        />
      )}
      {/* Wide screens: a panel beside the settings, level with them. */}
      <div
        css={{
          display: 'grid',
          gap: theme.space.sm,
          [theme.breakpoints.wide]: { ...card, gridColumn: 2, gridRow: 2 },
        }}
      >
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('account.signOut')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)} css={{ color: theme.colors.danger }}>
          {t('account.delete')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        variant="confirm"
        title={t('account.deleteTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('edit.cancel')}
            </Button>
            <Button loading={deleting} onClick={() => void deleteAccount()}>
              {t('account.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('account.deleteText')}</p>
        {deleteFailed && (
          <p role="alert" css={{ color: theme.colors.danger }}>
            {t('states.error')}
          </p>
        )}
      </Modal>
    </ProfilePage>
  );
}
