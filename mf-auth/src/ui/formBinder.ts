import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLayoutEffect } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import type { FormBinder } from './formOnFirstUse';

/**
 * The react-hook-form side of `useFormOnFirstUse`, for a form validated by `schema` (on blur once
 * touched, and on submit). No default values: a field registered late keeps what its input holds.
 */
export function formBinder<Schema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: Schema,
): FormBinder<v.InferOutput<Schema>, Path<v.InferInput<Schema>>> {
  type Name = Path<v.InferInput<Schema>>;
  return function FormBinderOf({ onValid, onBinding }) {
    const { register, handleSubmit, formState } = useForm<
      v.InferInput<Schema>,
      unknown,
      v.InferOutput<Schema>
    >({
      resolver: valibotResolver(schema),
      mode: 'onTouched',
    });
    const { errors, isSubmitting } = formState;
    const messages: Partial<Record<Name, string>> = {};
    for (const [name, error] of Object.entries(errors)) {
      if (typeof error?.message === 'string') messages[name as Name] = error.message;
    }
    // react-hook-form changes its errors object in place: the messages themselves say what changed.
    const messagesKey = JSON.stringify(messages);
    useLayoutEffect(() => {
      onBinding({
        field: (name) => register(name),
        errors: JSON.parse(messagesKey) as Partial<Record<Name, string>>,
        isSubmitting,
        submit: handleSubmit(onValid),
      });
    }, [register, handleSubmit, onValid, onBinding, messagesKey, isSubmitting]);
    return null;
  };
}
