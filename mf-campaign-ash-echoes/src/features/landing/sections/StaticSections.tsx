import { cardGridStyle, CharacterGallery, ResponsiveImage, SectionFrame, Slideshow } from '@portal/campaign';
import { ECHOMANCERS, SLIDES, WORLDS } from '../../../content/artwork';
import { useTexts } from '../../../i18n';

export function GameplaySection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.gameplay')} intro={t('gameplay.intro')}>
      <ul css={cardGridStyle}>
        {(['combat', 'exploration', 'coop'] as const).map((id) => (
          <li key={id}>
            <h3>{t(`gameplay.items.${id}.title`)}</h3>
            <p>{t(`gameplay.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function WorldsSection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.worlds')} intro={t('worlds.intro')}>
      <ul css={cardGridStyle}>
        {WORLDS.map((world) => (
          <li key={world.id}>
            <ResponsiveImage image={world.image} alt="" />
            <h3>{t(`worlds.items.${world.id}.name`)}</h3>
            <p>{t(`worlds.items.${world.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function FactionsSection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.factions')} intro={t('factions.intro')}>
      <ul css={cardGridStyle}>
        {(['codex', 'cinder', 'tide'] as const).map((id) => (
          <li key={id}>
            <h3>{t(`factions.items.${id}.name`)}</h3>
            <p>{t(`factions.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function EchomancersSection() {
  const { t } = useTexts();
  const characters = ECHOMANCERS.map((item) => ({
    id: item.id,
    name: t(`echomancers.items.${item.id}.name`),
    description: t(`echomancers.items.${item.id}.description`),
    ultimateSkill: t(`echomancers.items.${item.id}.ultimate`),
    typeName: t(`echomancers.items.${item.id}.type`),
    ticketImage: item.ticket,
    typeImage: item.type,
    views: item.views,
  }));
  return (
    <SectionFrame title={t('sections.echomancers')} intro={t('echomancers.intro')}>
      <CharacterGallery
        characters={characters}
        label={t('echomancers.gallery')}
        ultimateSkillLabel={t('echomancers.ultimate')}
        viewLabels={{ '3d': t('echomancers.view3d'), '2d': t('echomancers.view2d') }}
      />
    </SectionFrame>
  );
}

export function FeaturesSection() {
  const { t } = useTexts();
  const slides = SLIDES.map((slide) => ({
    ...slide,
    title: t(`features.slides.${slide.id}.title`),
    text: t(`features.slides.${slide.id}.text`),
  }));
  return (
    <SectionFrame title={t('sections.features')} intro={t('features.intro')}>
      <Slideshow
        slides={slides}
        label={t('features.carousel')}
        previousLabel={t('features.previous')}
        nextLabel={t('features.next')}
        slideLabel={(number, count) => t('features.slideOf', { number, count })}
      />
    </SectionFrame>
  );
}
