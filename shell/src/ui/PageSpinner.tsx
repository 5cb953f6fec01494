import { usePortalTranslation } from '@portal/i18n';
import { PageSkeleton } from '@portal/ui';
import { SHELL_NS } from '../i18n';

/** A shell page's placeholder while its chunk loads: a skeleton the size of a page. */
export function PageSpinner() {
  const { t } = usePortalTranslation(SHELL_NS);
  return <PageSkeleton label={t('loading')} />;
}
