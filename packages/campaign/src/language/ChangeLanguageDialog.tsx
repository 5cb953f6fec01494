import { css } from '@emotion/react';
import { useState } from 'react';
import { Button, theme } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { changeCampaignLanguage, currentCampaignLanguage } from '../i18n/instance';
import { CAMPAIGN_LANGUAGE_NAMES, CAMPAIGN_LANGUAGES, type CampaignLanguage } from '../i18n/languages';
import { useKitTexts } from '../i18n/kitTexts';

const optionsStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  border: 'none',
  padding: 0,
  margin: 0,
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.md,
    padding: theme.space.md,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    '&:has(input:checked)': { borderColor: theme.colors.gold, background: 'rgba(242, 193, 78, 0.08)' },
  },
  input: { accentColor: theme.colors.gold, width: 18, height: 18 },
});

/** The change-language dialog (001 §2): pick one of the four campaign languages, then Save. */
export function ChangeLanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useKitTexts();
  const [choice, setChoice] = useState<CampaignLanguage>(currentCampaignLanguage());
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await changeCampaignLanguage(choice);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('language.title')}
      footer={
        <Button fullWidth loading={saving} onClick={() => void save()}>
          {t('language.save')}
        </Button>
      }
    >
      <fieldset css={optionsStyle} aria-label={t('language.title')}>
        {CAMPAIGN_LANGUAGES.map((language) => (
          <label key={language}>
            <input
              type="radio"
              name="campaign-language"
              value={language}
              checked={choice === language}
              onChange={() => setChoice(language)}
            />
            <span lang={language === 'vn' ? 'vi' : language}>{CAMPAIGN_LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
