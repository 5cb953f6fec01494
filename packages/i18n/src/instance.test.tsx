import { act, render, screen } from '@testing-library/react';
import {
  apiErrorMessage,
  changeLanguage,
  i18n,
  initI18n,
  registerNamespace,
  translateMessage,
  usePortalTranslation,
  type NamespaceLoaders,
} from './instance';
import { commonEn } from './locales/en';
import { commonVn } from './locales/vn';

function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keyPaths(child as object, `${prefix}${key}.`),
  );
}

function loadersFor(namespace: string) {
  const loaders = {
    en: jest.fn(() => Promise.resolve({ title: `${namespace} in English` })),
    vn: jest.fn(() => Promise.resolve({ default: { title: `${namespace} bằng tiếng Việt` } })),
    th: jest.fn(() => Promise.resolve({ title: `${namespace} ภาษาไทย` })),
    id: jest.fn(() => Promise.resolve({ title: `${namespace} dalam bahasa Indonesia` })),
  } satisfies NamespaceLoaders;
  return loaders;
}

beforeEach(async () => {
  await changeLanguage('en');
});

describe('the shared instance', () => {
  it('is ready with English layout words as soon as it is imported, and only those', () => {
    expect(i18n.isInitialized).toBe(true);
    // Vietnamese, like Thai and Indonesian, is fetched when it is first the language.
    expect(i18n.hasResourceBundle('vn', 'common')).toBe(false);
    expect(['HOME', 'GAMES', 'TOPUP', 'MY VIP', 'PLAYTESTING']).toEqual([
      i18n.t('nav.home'),
      i18n.t('nav.games'),
      i18n.t('nav.topup'),
      i18n.t('nav.myVip'),
      i18n.t('nav.playtesting'),
    ]);
    expect(i18n.t('app.unavailable')).toBe('This section is unavailable right now');
  });

  it('has react-i18next initialised on it', () => {
    expect(i18n.modules.external.some((module) => module.type === '3rdParty')).toBe(true);
  });

  it('carries the form message catalogue verbatim', () => {
    expect(i18n.t('messages.required')).toBe('This field need to be filled');
    expect(i18n.t('messages.email')).toBe('Please provide a valid email');
    expect(i18n.t('messages.mismatch')).toBe("doesn't match");
    expect(i18n.t('messages.phone')).toBe('You need input valid phone number');
    expect(i18n.t('messages.minLength3')).toBe('You need 3 characters');
    expect(i18n.t('messages.minLength6')).toBe('You need 6 characters');
    expect(i18n.t('messages.maxLength20')).toBe('Max 20 characters');
    expect(i18n.t('messages.maxLength500')).toBe('Max 500 characters');
    expect(i18n.t('messages.usernameTaken')).toBe('This username is unavailable');
    expect(i18n.t('messages.confirmMismatch')).toBe("Your input doesn't match!");
    expect(i18n.t('messages.passwordMismatch')).toBe("Your password doesn't match");
    expect(i18n.t('messages.agreementRequired')).toBe('Please confirm the agreement');
    expect(i18n.t('messages.userIdCopied')).toBe('User Id has beed copied!');
    expect(i18n.t('sso.ssoCancelled')).toBe('SSO Cancelled');
    expect(i18n.t('verification.resend', { seconds: 59 })).toBe('Resend (59)');
    expect(i18n.t('verification.resendIn', { second: 30 })).toBe('resend in 30s');
  });

  it('maps API error codes to messages, with a generic fallback', () => {
    expect(apiErrorMessage('INVALID_AUTH_CREDENTIAL')).toBe(
      'Username and password provided does not match our records',
    );
    expect(apiErrorMessage('EMAIL_IS_USED')).toBe('This email is already used');
    expect(apiErrorMessage('EMAIL_CANT_RETRIEVE')).toBe(
      'We could not retrieve your email address, please enter your email to register.',
    );
    expect(apiErrorMessage('SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
  });

  it('translates the English messages of contract schemas into the current language', async () => {
    expect(translateMessage('Please provide a valid email')).toBe('Please provide a valid email');
    await changeLanguage('vn');
    expect(translateMessage('Please provide a valid email')).toBe('Vui lòng nhập email hợp lệ');
    expect(apiErrorMessage('EMAIL_IS_USED')).toBe('Email này đã được sử dụng');
    expect(translateMessage('not from the catalogue')).toBe('not from the catalogue');
  });

  it('words the minimum the operator set for the password rule in the current language', async () => {
    expect(translateMessage('You need 8 characters')).toBe('You need 8 characters');
    await changeLanguage('vn');
    expect(translateMessage('You need 8 characters')).toBe('Bạn cần nhập ít nhất 8 ký tự');
    expect(translateMessage('You need 6 characters')).toBe('Bạn cần nhập ít nhất 6 ký tự');
    await changeLanguage('en');
  });

  it('has a Vietnamese text for every English key', () => {
    expect(keyPaths(commonVn)).toEqual(keyPaths(commonEn));
  });

  it('switches to Vietnamese and keeps <html lang> in sync', async () => {
    await initI18n('vn');
    expect(i18n.t('nav.home')).toBe('TRANG CHỦ');
    expect(i18n.t('messages.passwordMismatch')).toBe('Mật khẩu của bạn không khớp');
    expect(document.documentElement.lang).toBe('vi');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches Thai and Indonesian layout words when the player first picks them', async () => {
    expect(i18n.hasResourceBundle('th', 'common')).toBe(false);
    await changeLanguage('th');
    expect(i18n.t('drawer.signOut')).toBe('ออกจากระบบ');
    expect(document.documentElement.lang).toBe('th');
    await changeLanguage('id');
    expect(i18n.t('drawer.signOut')).not.toBe('Sign Out');
    await changeLanguage('en');
  });
});

describe('registerNamespace', () => {
  it('loads only the current language (English) at first, Vietnamese on language change', async () => {
    const loaders = loadersFor('wallet');
    await registerNamespace('wallet', loaders);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.vn).not.toHaveBeenCalled();
    expect(i18n.t('wallet:title')).toBe('wallet in English');

    await changeLanguage('vn');
    expect(loaders.vn).toHaveBeenCalledTimes(1);
    expect(i18n.t('wallet:title')).toBe('wallet bằng tiếng Việt');
  });

  it('loads the current language when an app registers while Vietnamese is active', async () => {
    await changeLanguage('vn');
    const loaders = loadersFor('help');
    await registerNamespace('help', loaders);
    expect(loaders.vn).toHaveBeenCalledTimes(1);
    expect(i18n.t('help:title')).toBe('help bằng tiếng Việt');
  });

  it('has bundled English texts at once, without calling the English loader', async () => {
    const loaders = loadersFor('shell-boot');
    const registered = registerNamespace('shell-boot', loaders, { en: { title: 'bundled title' } });
    expect(i18n.t('shell-boot:title')).toBe('bundled title');
    await registered;
    expect(loaders.en).not.toHaveBeenCalled();

    await changeLanguage('vn');
    expect(loaders.vn).toHaveBeenCalledTimes(1);
    expect(i18n.t('shell-boot:title')).toBe('shell-boot bằng tiếng Việt');
  });

  it('fills a namespace that a component asked for before its app registered it', async () => {
    await i18n.loadNamespaces('profile');
    expect(i18n.t('profile:title')).toBe('title');
    await registerNamespace('profile', loadersFor('profile'));
    expect(i18n.t('profile:title')).toBe('profile in English');
  });

  it('re-renders components in any React root when the language changes', async () => {
    await registerNamespace('vip', loadersFor('vip'));
    function Title() {
      const { t } = usePortalTranslation('vip');
      const common = usePortalTranslation();
      return (
        <h1>
          {t('title')} / {common.t('nav.myVip')}
        </h1>
      );
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('vip in English / MY VIP');
    await act(() => changeLanguage('vn'));
    expect(screen.getByRole('heading')).toHaveTextContent('vip bằng tiếng Việt / VIP CỦA TÔI');
  });
});
