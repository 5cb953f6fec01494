import * as v from 'valibot';
import { UnixSecondsSchema } from './common';

/** A message held in the development outbox (GET /dev/mail.json). */
export const OutboxMailSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  to: v.string(),
  subject: v.string(),
  html: v.string(),
  text: v.string(),
  createdAt: UnixSecondsSchema,
});
export type OutboxMail = v.InferOutput<typeof OutboxMailSchema>;
export const OutboxMailListSchema = v.array(OutboxMailSchema);
