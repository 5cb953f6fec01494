import type { PreRegistrationStatus } from '@portal/contracts';
import { nextStep, STEP_NUMBER } from './flowState';

const status = (preRegistered: boolean): PreRegistrationStatus => ({
  preRegistered,
  preRegisteredAt: preRegistered ? 1_700_000_000 : null,
  channel: preRegistered ? 'website' : null,
  coupon: null,
  lotteryNumber: 7,
});

describe('the pre-registration flow (001 §2, §4)', () => {
  it('goes to the login form for a known email and to the password form for a new one', () => {
    expect(
      nextStep({ step: 'email' }, { type: 'emailChecked', email: 'a@b.co', accountExists: true }),
    ).toEqual({
      step: 'login',
      email: 'a@b.co',
    });
    expect(
      nextStep({ step: 'email' }, { type: 'emailChecked', email: 'a@b.co', accountExists: false }),
    ).toEqual({
      step: 'password',
      email: 'a@b.co',
    });
  });

  it('asks for the OTP after "Continue to OTP", and goes back to the password from there', () => {
    const otp = nextStep(
      { step: 'password', email: 'a@b.co' },
      { type: 'codeSent', email: 'a@b.co', password: 'abc123', resendInSeconds: 60 },
    );
    expect(otp).toMatchObject({ step: 'otp', resendInSeconds: 60 });
    expect(nextStep(otp, { type: 'back' })).toEqual({ step: 'password', email: 'a@b.co' });
  });

  it('asks for consent after signing in, or finishes when the player already pre-registered', () => {
    expect(nextStep({ step: 'login', email: 'a@b.co' }, { type: 'signedIn', status: status(false) })).toEqual(
      {
        step: 'consent',
      },
    );
    expect(
      nextStep({ step: 'login', email: 'a@b.co' }, { type: 'signedIn', status: status(true) }),
    ).toMatchObject({
      step: 'done',
    });
  });

  it('starts over at the email when the player changes account', () => {
    expect(nextStep({ step: 'consent' }, { type: 'signedOut' })).toEqual({ step: 'email' });
  });

  it('numbers the steps one to five', () => {
    expect([
      STEP_NUMBER.email,
      STEP_NUMBER.login,
      STEP_NUMBER.otp,
      STEP_NUMBER.consent,
      STEP_NUMBER.done,
    ]).toEqual([1, 2, 3, 4, 5]);
  });
});
