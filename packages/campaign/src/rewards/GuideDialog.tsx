import { Button } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useKitTexts } from '../i18n/kitTexts';

/** What to do with a code (001 §2): copy it, open the game, enter it there. */
export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useKitTexts();
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="confirm"
      title={t('guide.title')}
      footer={
        <Button fullWidth onClick={onClose}>
          {t('guide.ok')}
        </Button>
      }
    >
      <ol css={{ display: 'grid', gap: 8, paddingLeft: 20, margin: 0 }}>
        <li>{t('guide.step1')}</li>
        <li>{t('guide.step2')}</li>
        <li>{t('guide.step3')}</li>
      </ol>
    </Modal>
  );
}
