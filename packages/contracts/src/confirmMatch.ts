import * as v from 'valibot';
import { messages } from './messages';

/**
 * The confirm-match rule of 000 §5: the `confirm` field must equal `field`, else `message` on the
 * confirm field ("Your input doesn't match!" unless a form names its own). Used in an object's pipe,
 * whose input type it takes from there.
 */
export function confirmMatch<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  confirm: keyof TInput & string,
  message: string = messages.confirmMismatch,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    // As valibot's partialCheck: the other fields' errors do not hold this one back.
    const valid = (key: string) => !dataset.issues?.some((issue) => issue.path?.[0]?.key === key);
    if (!dataset.typed && !(valid(field) && valid(confirm))) return;
    const value = dataset.value as TInput;
    if (value[field] === value[confirm]) return;
    addIssue({
      message,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: value,
          key: confirm,
          value: value[confirm],
        },
      ],
    });
  });
}
