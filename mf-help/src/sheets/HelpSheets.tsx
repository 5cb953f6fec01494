import { css } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import { helpSheetAtom, isSignedInAtom, useSessionAtom, useSessionValue } from '@portal/session';
import { BottomSheet, Button, theme } from '@portal/ui';
import { useTexts } from '../i18n';

const optionsStyle = css({ display: 'flex', flexDirection: 'column', gap: theme.space.sm });

/**
 * The Help Center sheet, mounted on every page and opened from the shell's Need Help button
 * through the shared session store.
 */
export function HelpSheets() {
  const { t } = useTexts();
  const [sheet, setSheet] = useSessionAtom(helpSheetAtom);
  const isSignedIn = useSessionValue(isSignedInAtom);
  const navigate = useNavigate();
  const close = () => setSheet({ open: false, view: 'menu' });
  const contactUs = () => {
    close();
    navigate('/embed');
  };
  return (
    <BottomSheet open={sheet.open} onClose={close} title={t('helpCenter.title')}>
      <div css={optionsStyle} data-signed-in={isSignedIn}>
        <Button variant="secondary" fullWidth onClick={() => setSheet({ open: true, view: 'feedback' })}>
          {t('helpCenter.feedback')}
        </Button>
        <Button variant="secondary" fullWidth onClick={contactUs}>
          {t('helpCenter.contactUs')}
        </Button>
      </div>
    </BottomSheet>
  );
}
