import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { Suspense } from 'react';
import { namespaceTranslationHook, TRANSLATION_BINDINGS } from './namespaceTranslation';

/** What the backend answers for a namespace in a language, changeable between loads. */
const served: Record<string, Record<string, { title: string }>> = {
  en: { alpha: { title: 'Alpha' }, beta: { title: 'Beta' }, gamma: { title: 'Gamma' } },
  vn: { alpha: { title: 'Alpha VN' }, beta: { title: 'Beta VN' }, gamma: { title: 'Gamma VN' } },
};
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    void Promise.resolve().then(() => callback(null, served[language]?.[namespace] ?? {}));
  },
};

async function setUp() {
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['alpha', 'beta'],
    partialBundledLanguages: true,
    react: TRANSLATION_BINDINGS,
    showSupportNotice: false,
  });
  const useT = namespaceTranslationHook(instance);
  const renders: Record<string, number> = { alpha: 0, beta: 0, gamma: 0 };
  function Title({ namespace }: { namespace: string }) {
    const { t } = useT(namespace);
    renders[namespace] = (renders[namespace] ?? 0) + 1;
    return <p data-testid={namespace}>{t('title')}</p>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Title namespace="alpha" />
      <Title namespace="beta" />
    </Suspense>,
  );
  return { instance, renders, Title };
}

describe('a translating component', () => {
  it('re-renders when its own namespace gains texts, and not for another namespace', async () => {
    const { instance, renders } = await setUp();
    expect(screen.getByTestId('beta')).toHaveTextContent('Beta');
    const before = { ...renders };

    act(() => instance.addResourceBundle('en', 'beta', { title: 'Beta, bundled' }, true, true));
    expect(screen.getByTestId('beta')).toHaveTextContent('Beta, bundled');
    expect(renders.beta).toBe(before.beta! + 1);
    expect(renders.alpha).toBe(before.alpha);

    served.en!.beta = { title: 'Beta, reloaded' };
    await act(() => instance.reloadResources(['en'], ['beta']));
    expect(screen.getByTestId('beta')).toHaveTextContent('Beta, reloaded');
    expect(renders.alpha).toBe(before.alpha);
  });

  it('does not re-render when a namespace it does not use loads', async () => {
    const { instance, renders } = await setUp();
    const before = { ...renders };
    await act(() => instance.loadNamespaces('gamma'));
    expect(instance.t('gamma:title')).toBe('Gamma');
    expect(renders).toEqual(before);
  });

  it('re-renders in the new language when the language changes', async () => {
    const { instance } = await setUp();
    await act(() => instance.changeLanguage('vn'));
    expect(screen.getByTestId('alpha')).toHaveTextContent('Alpha VN');
    expect(screen.getByTestId('beta')).toHaveTextContent('Beta VN');
  });

  it('waits for a namespace that is not loaded yet, then shows its texts', async () => {
    const { instance, Title } = await setUp();
    render(
      <Suspense fallback={<p>loading gamma</p>}>
        <Title namespace="gamma" />
      </Suspense>,
    );
    expect(await screen.findByTestId('gamma')).toHaveTextContent('Gamma');
    expect(instance.hasLoadedNamespace('gamma')).toBe(true);
  });
});
