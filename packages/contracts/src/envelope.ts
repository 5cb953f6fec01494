import * as v from 'valibot';

/** One entry of the API's error list: a stable code for programs, a message for people. */
export const ApiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** Every API answer uses this envelope: `{ success, data }` or `{ success: false, errors }`. */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.variant('success', [
    v.object({ success: v.literal(true), data }),
    v.object({ success: v.literal(false), errors: v.array(ApiErrorSchema) }),
  ]);

export type Envelope<T> = { success: true; data: T } | { success: false; errors: ApiError[] };
