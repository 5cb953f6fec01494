import { css } from '@emotion/react';
import { usePortalTranslation } from '@portal/i18n';
import { Link, useParams } from 'react-router-dom';
import { ApiRequestError } from '@portal/api-client';
import { isRemotePath } from '../routes/routeTable';
import { theme } from '@portal/ui';
import { fetchGame } from '../api/games';
import { PageSpinner } from '../components/PageSpinner';
import { useApiData } from '../hooks/useApiData';
import { SHELL_NS } from '../i18n';
import { pageStyle } from './styles';

export default function GameDetailPage() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { gameCode = '' } = useParams();
  const game = useApiData(`game:${gameCode}`, (signal) => fetchGame(signal, gameCode));

  if (game.status === 'loading') return <PageSpinner />;
  if (game.status === 'error') {
    const notFound = game.error instanceof ApiRequestError && game.error.status === 404;
    return (
      <div css={pageStyle} role="alert">
        <h1>{notFound ? t('games.notFound') : t('error.load')}</h1>
        {notFound && <p>{t('games.notFoundText')}</p>}
        <Link to="/games">{t('games.back')}</Link>
      </div>
    );
  }
  const { data } = game;
  return (
    <article css={pageStyle} data-testid="game-detail">
      <img
        src={data.content.thumbnailBanner}
        alt=""
        css={css({ width: '100%', borderRadius: theme.radii.md, aspectRatio: '21 / 9', objectFit: 'cover' })}
      />
      <h1>{data.name}</h1>
      <p>{t(`games.status.${data.status}`)}</p>
      <p>{data.description}</p>
      <p>
        {t('games.platforms')}: {data.gamePlatforms.map((platform) => platform.code).join(', ')}
      </p>
      {isRemotePath(`/games/official/${data.gameCode}`) && (
        <Link to={`/games/official/${data.gameCode}`}>{t('games.officialPage')}</Link>
      )}
      <Link to="/games">{t('games.back')}</Link>
    </article>
  );
}
