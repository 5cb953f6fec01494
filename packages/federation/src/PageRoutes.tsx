import type { TFunction } from 'i18next';
import { Page } from '@portal/ui';

/**
 * A route answered by a text page (title and lead paragraph from the app's namespace), as a page
 * component for `DeclaredRoutes`' page map: `textPage('official', useTexts)`.
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
