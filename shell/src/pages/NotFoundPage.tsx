import { usePortalTranslation } from '@portal/i18n';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

export default function NotFoundPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  return (
    <div css={pageStyle} data-testid="not-found-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
