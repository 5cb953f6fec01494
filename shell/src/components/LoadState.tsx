import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { SHELL_NS } from '../i18n';
import type { ApiData } from '../hooks/useApiData';
import { PageSpinner } from './PageSpinner';

/** Spinner while loading, a plain message on failure, the content once ready. */
export function LoadState<T>({ state, children }: { state: ApiData<T>; children: (data: T) => ReactNode }) {
  const { t } = usePortalTranslation(SHELL_NS);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error')
    return (
      <p role="alert" css={css({ padding: 16 })}>
        {t('error.load')}
      </p>
    );
  return <>{children(state.data)}</>;
}
