import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { SHELL_NS } from '../i18n';

export function PageSpinner() {
  const { t } = usePortalTranslation(SHELL_NS);
  return (
    <div
      css={css({ display: 'flex', justifyContent: 'center', padding: 48 })}
      role="status"
      aria-label={t('loading')}
    >
      <Spinner />
    </div>
  );
}
