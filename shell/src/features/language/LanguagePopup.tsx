import { css } from '@emotion/react';
import { useState } from 'react';
import type { LanguageCode } from '@portal/contracts';
import { currentLanguage, languageOptions, usePortalTranslation } from '@portal/i18n';
import { Button, theme, focusOutline } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { SHELL_NS } from '../../i18n';
import { chooseLanguage } from './chooseLanguage';
import { Flag } from './LanguageDropdown';

const choiceStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.md}px ${theme.space.lg}px`,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.colors.gold, background: 'rgba(242, 193, 78, 0.08)' },
  '&:has(input:focus-visible)': focusOutline(),
  input: { accentColor: theme.colors.gold, width: 18, height: 18, margin: 0 },
});

export interface LanguagePopupProps {
  open: boolean;
  onClose: () => void;
  onChoose?: (language: LanguageCode) => void;
}

/** The popup language picker: radio choices and Save (spec 000 §2). */
export function LanguagePopup({ open, onClose, onChoose = chooseLanguage }: LanguagePopupProps) {
  const { t } = usePortalTranslation(SHELL_NS);
  const [choice, setChoice] = useState<LanguageCode>(currentLanguage());
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="confirm"
      title={t('language.title')}
      footer={
        <Button
          fullWidth
          onClick={() => {
            onClose();
            onChoose(choice);
          }}
        >
          {t('language.save')}
        </Button>
      }
    >
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        <legend css={{ marginBottom: theme.space.md, color: theme.colors.textMuted }}>
          {t('language.choose')}
        </legend>
        {languageOptions.map((option) => (
          <label key={option.languageCode} css={choiceStyle}>
            <input
              type="radio"
              name="portal-language"
              value={option.languageCode}
              checked={choice === option.languageCode}
              onChange={() => setChoice(option.languageCode)}
            />
            <Flag src={option.flag} />
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
