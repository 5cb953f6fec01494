import { useState } from 'react';
import type { PreRegistrationStatus } from '@portal/contracts';
import { Button } from '@portal/ui';
import { CopyCode } from '../../rewards/CopyCode';
import { useKitTexts } from '../../i18n/kitTexts';
import { stepFormStyle } from './stepStyles';

/** Step 5: thank you, with "view my coupon" revealing the coupon the pre-registration issued. */
export function DoneStep({ status }: { status: PreRegistrationStatus }) {
  const { t } = useKitTexts();
  const [showCoupon, setShowCoupon] = useState(false);
  return (
    <div css={stepFormStyle} data-testid="pre-register-done">
      <h2>{t('preRegister.done.title')}</h2>
      <p>{t('preRegister.done.subtitle', { number: status.lotteryNumber })}</p>
      {status.coupon && !showCoupon && (
        <Button fullWidth onClick={() => setShowCoupon(true)}>
          {t('preRegister.done.viewCoupon')}
        </Button>
      )}
      {status.coupon && showCoupon && (
        <div data-testid="pre-register-coupon">
          <p>{status.coupon.title}</p>
          <CopyCode code={status.coupon.code} />
          <p>{t('guide.enterInGame')}</p>
        </div>
      )}
    </div>
  );
}
