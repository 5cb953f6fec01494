import { Route, Routes } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { Page } from '@portal/ui';

export interface TextPageRoute {
  path: string;
  /** Key of `{ title, text }` in the app's namespace. */
  key: string;
}

/**
 * An app's routes as simple text pages (title and lead paragraph from its namespace): how an app
 * answers its routes before its feature screens land.
 */
export function TextPageRoutes({ routes, t }: { routes: readonly TextPageRoute[]; t: TFunction }) {
  return (
    <Routes>
      {routes.map(({ path, key }) => (
        <Route
          key={path}
          path={path}
          element={
            <Page title={t(`${key}.title`)} testId={`page-${key}`}>
              <p>{t(`${key}.text`)}</p>
            </Page>
          }
        />
      ))}
    </Routes>
  );
}

/**
 * The same text page as a page component for `DeclaredRoutes`' page map: `textPage('topup', useTexts)`.
 * `useTexts` is the app's own namespace hook.
 */
export function textPage(key: string, useTexts: () => { t: TFunction }) {
  return function TextPage() {
    const { t } = useTexts();
    return (
      <Page title={t(`${key}.title`)} testId={`page-${key}`}>
        <p>{t(`${key}.text`)}</p>
      </Page>
    );
  };
}
