import * as v from 'valibot';
import { ApiErrorSchema } from './envelope';

/** The two halves of the envelope, for documenting and checking one side at a time. */
export const successEnvelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ success: v.literal(true), data });
export const ErrorEnvelopeSchema = v.object({ success: v.literal(false), errors: v.array(ApiErrorSchema) });
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;
