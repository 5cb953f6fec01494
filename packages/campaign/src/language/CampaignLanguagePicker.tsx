import { useState } from 'react';
import { Button } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';
import { ChangeLanguageDialog } from './ChangeLanguageDialog';

/** The campaign header's language button: shows the current language, opens the dialog. */
export function CampaignLanguagePicker() {
  const { t, i18n } = useKitTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">🌐</span> {t('language.button', { language: i18n.language.toUpperCase() })}
      </Button>
      {open && <ChangeLanguageDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
