import { useState } from 'react';
import type { PreRegistrationStatus } from '@portal/contracts';
import { Button } from '@portal/ui';
import { CopyCode } from '../../rewards/CopyCode';
import { useContentText } from '../../i18n/contentText';
import { useKitTexts } from '../../i18n/kitTexts';
import { linkButtonStyle, stepFormStyle } from './stepStyles';

/** The code the campaign catalogue names its pre-registration coupon by (`content.coupons.<code>`). */
const PRE_REGISTRATION_COUPON = 'pre-registration';

export interface DoneStepProps {
  status: PreRegistrationStatus;
  accountLabel: string | null;
  onChangeAccount: () => void;
}

/** Step 5: thank you, with "view my coupon" revealing the coupon the pre-registration issued. */
export function DoneStep({ status, accountLabel, onChangeAccount }: DoneStepProps) {
  const { t } = useKitTexts();
  const content = useContentText();
  const [showCoupon, setShowCoupon] = useState(false);
  return (
    <div css={stepFormStyle} data-testid="pre-register-done">
      <h2 data-step-heading tabIndex={-1}>
        {t('preRegister.done.title')}
      </h2>
      <p>{t('preRegister.done.subtitle', { number: status.lotteryNumber })}</p>
      <p>
        {accountLabel && `${t('preRegister.signedInAs', { account: accountLabel })} `}
        <button type="button" css={linkButtonStyle} onClick={onChangeAccount}>
          {t('preRegister.changeAccount')}
        </button>
      </p>
      {status.coupon && !showCoupon && (
        <Button fullWidth onClick={() => setShowCoupon(true)}>
          {t('preRegister.done.viewCoupon')}
        </Button>
      )}
      {status.coupon && showCoupon && (
        <div data-testid="pre-register-coupon">
          <p>{content('coupons', PRE_REGISTRATION_COUPON, 'title', status.coupon.title)}</p>
          <CopyCode code={status.coupon.code} />
          <p>{t('guide.enterInGame')}</p>
        </div>
      )}
    </div>
  );
}
