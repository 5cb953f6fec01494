import { SessionSchema, VerificationCodeSentSchema } from '../auth';
import {
  PreRegistrationCodePayloadSchema,
  PreRegistrationConsentPayloadSchema,
  PreRegistrationEmailPayloadSchema,
  PreRegistrationEmailResultSchema,
  PreRegistrationLoginPayloadSchema,
  PreRegistrationStatusSchema,
  PreRegistrationVerifyPayloadSchema,
} from './preRegistrationSchemas';
import { CampaignParamsSchema } from './schemas';
import { endpoint } from '../endpoint';
import { tags, SIGNED_IN, PROVE_OR_WAIT, CLOSED, PUBLIC, PRIVATE } from './endpointParts';

/** Pre-registration (001 §2): email → login | (password + OTP) → consent. Passwords leave encoded. */
export const campaignPreRegistrationEndpoints = {
  preRegistrationEmail: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/email`,
    summary: 'Step 1: does the email have an account (login form) or not (create account + OTP)?',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationEmailPayloadSchema,
    response: PreRegistrationEmailResultSchema,
    errors: { ...CLOSED, ...PROVE_OR_WAIT },
  }),
  preRegistrationLogin: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/login`,
    summary: 'Step 2a: sign in with the password (the accounts sign-in; encoded password)',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationLoginPayloadSchema,
    response: SessionSchema,
    errors: { ...CLOSED, 401: 'INVALID_AUTH_CREDENTIAL', ...PROVE_OR_WAIT },
  }),
  preRegistrationCode: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/code`,
    summary: 'Step 2b / resend: mail the OTP for a new account (blocked during the resend countdown)',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationCodePayloadSchema,
    response: VerificationCodeSentSchema,
    errors: { ...CLOSED, 409: 'EMAIL_IS_USED or PRE_REGISTRATION_CLOSED', ...PROVE_OR_WAIT },
  }),
  preRegistrationVerify: endpoint({
    method: 'POST',
    path: `${PUBLIC}/pre-registration/verify`,
    summary: 'Step 3: the OTP creates the account (email verified) and signs it in',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationVerifyPayloadSchema,
    response: SessionSchema,
    errors: { ...CLOSED, 422: 'VERIFICATION_CODE_NOT_MATCH or VERIFICATION_CODE_EXPIRED' },
  }),
  preRegistration: endpoint({
    method: 'GET',
    path: `${PRIVATE}/pre-registration`,
    summary: "The player's pre-registration (and its coupon) for this campaign",
    tags,
    params: CampaignParamsSchema,
    response: PreRegistrationStatusSchema,
    errors: SIGNED_IN,
  }),
  consent: endpoint({
    method: 'POST',
    path: `${PRIVATE}/pre-registration`,
    summary: 'Step 4: consent to the terms and the EULA: pre-registered, coupon issued, referral counted',
    tags,
    params: CampaignParamsSchema,
    body: PreRegistrationConsentPayloadSchema,
    response: PreRegistrationStatusSchema,
    errors: {
      ...SIGNED_IN,
      409: 'ALREADY_PRE_REGISTERED, CONSENT_VERSION_OUTDATED or PRE_REGISTRATION_CLOSED',
    },
  }),
};
