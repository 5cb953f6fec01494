import { css } from '@emotion/react';
import { campaignDate, PreRegistrationCounter, ResponsiveImage } from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { Button, theme } from '@portal/ui';
import { ashEchoesCalls } from '../../campaign/config';
import { KEY_ART } from '../../content/artwork';
import { useTexts } from '../../i18n';

const heroStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${theme.space.xxl * 1.5}px ${theme.space.lg}px`,
  // The gradient paints at once; the key art (preloaded by the document) draws over it.
  background:
    'radial-gradient(circle at 50% 30%, rgba(242,193,78,0.22), transparent 55%), linear-gradient(180deg, #1B2447 0%, #0B0D14 100%)',
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: 44,
    letterSpacing: 2,
    color: theme.colors.goldLight,
    [theme.breakpoints.wide]: { fontSize: 64 },
  },
  p: { margin: 0, maxWidth: 560, color: theme.colors.text },
  // The picture fills its column: centred, it would shrink to the art not yet loaded (0 px tall) and
  // grow under the reader when the art arrives; full width, the art's width and height keep its room.
  picture: { display: 'block', width: '100%', maxWidth: 960 },
  img: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radii.lg },
});

/** Home: the title, the launch date, the counter and the way to pre-register. */
export function HomeSection({
  variant,
  campaign,
  onPreRegister,
}: {
  variant: 'official' | 'ua';
  /** The campaign's configuration (null while it loads): the launch date shows once it is known. */
  campaign: Campaign | null;
  onPreRegister: () => void;
}) {
  const { t, i18n } = useTexts();
  const launch = campaign && campaignDate(campaign.launchAt);
  return (
    <div css={heroStyle}>
      {/* Decorative: the heading below names the game. */}
      <ResponsiveImage image={KEY_ART} alt="" priority />
      <h1>{variant === 'ua' ? t('home.uaTitle') : t('title')}</h1>
      <p>{variant === 'ua' ? t('home.uaText') : t('tagline')}</p>
      {/* The date's line keeps its room while the date loads: the hero does not grow under the reader. */}
      <p css={{ minHeight: '1.5em' }}>
        {launch && <span data-testid="launch-date">{t('home.launch', { date: launch })}</span>}
      </p>
      <PreRegistrationCounter api={ashEchoesCalls} key={i18n.language} />
      <Button size="lg" onClick={onPreRegister}>
        {t('home.cta')}
      </Button>
    </div>
  );
}
