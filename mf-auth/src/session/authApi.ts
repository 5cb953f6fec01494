import {
  API_PREFIX,
  AuthUserSchema,
  authRoutes,
  encodePassword,
  ForgotPasswordSentSchema,
  LogoutSchema,
  PasswordResetSchema,
  RegisteredSchema,
  SessionSchema,
  SocialRedirectSchema,
  SocialSessionSchema,
  VerificationCodeSentSchema,
  type SocialLoginType,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import * as v from 'valibot';

/** The contract's paths include /api; the client adds its own base URL. */
const path = (route: string) => (route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route);

/** Every call of mf-auth, typed by the contract schemas. Passwords leave here encoded. */
export const authApi = {
  login: (email: string, password: string, referrer: string | null) =>
    apiClient.post(path(authRoutes.login), {
      body: { email, password: encodePassword(password), ...(referrer ? { referrer } : {}) },
      schema: SessionSchema,
    }),
  sendRegisterCode: (email: string, password: string) =>
    apiClient.post(path(authRoutes.sendVerificationCode), {
      body: { email, password: encodePassword(password) },
      schema: VerificationCodeSentSchema,
    }),
  register: (email: string, code: string) =>
    apiClient.post(path(authRoutes.register), { body: { email, code }, schema: RegisteredSchema }),
  me: () => apiClient.get(path(authRoutes.me), { schema: AuthUserSchema }),
  logout: () => apiClient.post(path(authRoutes.logout), { schema: LogoutSchema }),
  forgotPassword: (email: string, referrer: string) =>
    apiClient.post(path(authRoutes.forgotPassword), {
      body: { email, referrer },
      schema: ForgotPasswordSentSchema,
    }),
  resetPassword: (token: string, password: string) =>
    apiClient.post(path(authRoutes.resetPassword), {
      body: { token, password: encodePassword(password) },
      schema: PasswordResetSchema,
    }),
  sendEmailCode: (email: string) =>
    apiClient.post(path(authRoutes.emailVerificationCode), {
      body: { email },
      schema: VerificationCodeSentSchema,
    }),
  verifyEmail: (email: string, code: string) =>
    apiClient.post(path(authRoutes.verifyEmail), {
      body: { email, code },
      schema: v.object({ email: v.string() }),
    }),
  socialRedirect: (
    type: SocialLoginType,
    query: { redirectURI: string; skipRegistrationCallbackType: number; referrer: string },
  ) => apiClient.get(path(authRoutes.socialRedirect(type)), { query, schema: SocialRedirectSchema }),
  socialCallback: (type: SocialLoginType, code: string, state: string) =>
    apiClient.post(path(authRoutes.socialCallback(type)), {
      body: { code, state },
      schema: SocialSessionSchema,
    }),
};
