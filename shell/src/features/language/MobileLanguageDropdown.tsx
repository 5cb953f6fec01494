import { css } from '@emotion/react';
import type { LanguageCode } from '@portal/contracts';
import { currentLanguage, isSupportedLanguage, languageOptions, usePortalTranslation } from '@portal/i18n';
import { theme, focusOutline } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { chooseLanguage } from './chooseLanguage';
import { Flag } from './LanguageDropdown';

// What shows: flag, short code, chevron. Over it lies the real (transparent) select, so the phone
// opens its own picker listing 'EN - English' and 'VN - Vietnamese'.
const wrapperStyle = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: 36,
  padding: `0 ${theme.space.sm}px`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  '&:focus-within': focusOutline(),
  select: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    opacity: 0,
    cursor: 'pointer',
    fontSize: 16, // iOS zooms into smaller selects
  },
});

/** The mobile dropdown language picker: the system's own select sheet. */
export function MobileLanguageDropdown({
  onChoose = chooseLanguage,
}: {
  onChoose?: (language: LanguageCode) => void;
}) {
  const { t } = usePortalTranslation(SHELL_NS);
  const current = currentLanguage();
  const selected = languageOptions.find((option) => option.languageCode === current);
  return (
    <span css={wrapperStyle}>
      {selected && <Flag src={selected.flag} />}
      <span aria-hidden="true">{current.toUpperCase()}</span>
      <select
        value={current}
        aria-label={t('language.choose')}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) onChoose(event.target.value);
        }}
      >
        {languageOptions.map((option) => (
          <option key={option.languageCode} value={option.languageCode}>
            {option.name}
          </option>
        ))}
      </select>
    </span>
  );
}
