import {
  campaignPreRegistrationEndpoints as e,
  encodePassword,
  type PreRegistrationConsentPayloadSchema,
} from '@portal/contracts';
import { call } from '@portal/api-client';
import type * as v from 'valibot';

/** What the consent step sends (`channel` defaults to `website` on the server). */
export type ConsentInput = v.InferInput<typeof PreRegistrationConsentPayloadSchema>;

/** The pre-registration steps of one campaign (001 §2). Passwords leave encoded. */
export const preRegistrationCalls = (gameCode: string) => ({
  checkEmail: (email: string) => call(e.preRegistrationEmail, { params: { gameCode }, body: { email } }),
  login: (email: string, password: string) =>
    call(e.preRegistrationLogin, {
      params: { gameCode },
      body: { email, password: encodePassword(password) },
    }),
  sendCode: (email: string, password: string) =>
    call(e.preRegistrationCode, {
      params: { gameCode },
      body: { email, password: encodePassword(password) },
    }),
  verify: (email: string, code: string) =>
    call(e.preRegistrationVerify, { params: { gameCode }, body: { email, code } }),
  status: () => call(e.preRegistration, { params: { gameCode } }),
  consent: (payload: ConsentInput) => call(e.consent, { params: { gameCode }, body: payload }),
});
