import { useKitTexts } from '../i18n/kitTexts';

/** The raffle's "how to join" panel: pre-register on the website, enter, wait for the draw. */
export function HowToJoin() {
  const { t } = useKitTexts();
  return (
    <div data-testid="raffle-how-to-join">
      <h3>{t('raffle.howToJoin')}</h3>
      <ol css={{ display: 'grid', gap: 8, paddingLeft: 20 }}>
        <li>{t('raffle.join1')}</li>
        <li>{t('raffle.join2')}</li>
        <li>{t('raffle.join3')}</li>
        <li>{t('raffle.join4')}</li>
      </ol>
    </div>
  );
}
