import type { PreRegistrationStatus } from '@portal/contracts';

/**
 * The pre-registration flow of 001 §2/§4: email, then login or register (password, then OTP),
 * then consent, then done. A signed-in player starts at consent (or done, when already
 * pre-registered); "not you / change account" goes back to the email step signed out.
 */
export type FlowStep =
  | { step: 'checking' }
  | { step: 'email' }
  | { step: 'login'; email: string }
  | { step: 'password'; email: string }
  | { step: 'otp'; email: string; password: string; resendInSeconds: number }
  | { step: 'consent' }
  | { step: 'done'; status: PreRegistrationStatus };

export type FlowEvent =
  | { type: 'signedOut' }
  | { type: 'emailChecked'; email: string; accountExists: boolean }
  | { type: 'codeSent'; email: string; password: string; resendInSeconds: number }
  | { type: 'signedIn'; status: PreRegistrationStatus | null }
  | { type: 'consented'; status: PreRegistrationStatus }
  | { type: 'back' };

export function nextStep(current: FlowStep, event: FlowEvent): FlowStep {
  switch (event.type) {
    case 'signedOut':
      return { step: 'email' };
    case 'emailChecked':
      return event.accountExists
        ? { step: 'login', email: event.email }
        : { step: 'password', email: event.email };
    case 'codeSent':
      return {
        step: 'otp',
        email: event.email,
        password: event.password,
        resendInSeconds: event.resendInSeconds,
      };
    case 'signedIn':
      return event.status?.preRegistered ? { step: 'done', status: event.status } : { step: 'consent' };
    case 'consented':
      return { step: 'done', status: event.status };
    case 'back':
      if (current.step === 'otp') return { step: 'password', email: current.email };
      return { step: 'email' };
  }
}

/** The five numbered steps of 001 §2 the progress indicator shows. */
export const STEP_NUMBER: Record<FlowStep['step'], number> = {
  checking: 1,
  email: 1,
  login: 2,
  password: 2,
  otp: 3,
  consent: 4,
  done: 5,
};
