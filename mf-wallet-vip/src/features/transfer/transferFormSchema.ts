import { TransferPayloadSchema } from '@portal/contracts';
import * as v from 'valibot';

/** The form's fields, checked with the API's own rules. */
export const TransferFormSchema = v.object({
  gameCode: TransferPayloadSchema.entries.gameCode,
  gameAccountId: TransferPayloadSchema.entries.gameAccountId,
  amount: TransferPayloadSchema.entries.amount,
});
export type TransferForm = v.InferOutput<typeof TransferFormSchema>;
