import * as v from 'valibot';
import { EmailSchema } from './common';
import { PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';

/** Social sign-in buttons (000 §3); the redirect call itself lists facebook and google. */
export const SOCIAL_LOGIN_TYPES = ['discord', 'google', 'facebook', 'tiktok'] as const;
export const SocialLoginTypeSchema = v.picklist(SOCIAL_LOGIN_TYPES);
export type SocialLoginType = v.InferOutput<typeof SocialLoginTypeSchema>;

const RequiredStringSchema = v.pipe(v.string(messages.required), v.nonEmpty(messages.required));
const PasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.minLength(PASSWORD_MIN_LENGTH, messages.minLength6),
);

/** Wire payloads: the password arrives encoded by the client, so only presence is checked. */
export const LoginPayloadSchema = v.object({
  email: EmailSchema,
  password: RequiredStringSchema,
  referrer: v.optional(v.string()),
});
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>;

export const SendCodePayloadSchema = v.object({ email: EmailSchema, password: RequiredStringSchema });
export type SendCodePayload = v.InferOutput<typeof SendCodePayloadSchema>;

export const RegisterPayloadSchema = v.object({ email: EmailSchema, code: RequiredStringSchema });
export type RegisterPayload = v.InferOutput<typeof RegisterPayloadSchema>;

/** Form rules of 000 §5, before the password is encoded. */
export const LoginFormSchema = v.object({ email: EmailSchema, password: PasswordSchema });
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

export const RegisterFormSchema = v.pipe(
  v.object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: RequiredStringSchema,
    vcode: RequiredStringSchema,
    agreement: v.literal(true, messages.agreementRequired),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (form) => form.password === form.confirmPassword,
      messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type RegisterForm = v.InferOutput<typeof RegisterFormSchema>;
