import { useState } from 'react';
import { hasHostLanguagePicker } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useKitTexts } from '../i18n/kitTexts';
import { ChangeLanguageDialog } from './ChangeLanguageDialog';

/** A drawn globe: emoji fonts are missing on many systems. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c2 2 2.6 4 2.6 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.4 5.5 5.4 8S6 12.5 8 14.5" />
    </svg>
  );
}

/**
 * The campaign header's language button (shows the current language, opens the dialog), for a
 * campaign shown without the shell; inside the shell the header's picker is the page's only one.
 */
export function CampaignLanguagePicker() {
  const { t, i18n } = useKitTexts();
  const [open, setOpen] = useState(false);
  if (hasHostLanguagePicker()) return null;
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <GlobeIcon /> {t('language.button', { language: i18n.language.toUpperCase() })}
      </Button>
      {open && <ChangeLanguageDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
