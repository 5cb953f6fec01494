import {
  useLayoutEffect,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ComponentType,
  type FormEvent,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a form renders with once its library arrived: fields to spread, messages, submit. */
export interface FormBinding<Name extends string> {
  field: (name: Name) => UseFormRegisterReturn<Name>;
  /** Each field's message key (validation or server), if any. */
  errors: Partial<Record<Name, string>>;
  isSubmitting: boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/** The component a form's binder chunk exports (`formBinder`): renders nothing, reports its binding. */
export type FormBinder<Values, Name extends string> = ComponentType<{
  onValid: (values: Values) => Promise<void>;
  onBinding: (binding: FormBinding<Name>) => void;
}>;

const noErrors = <Name extends string>(): Partial<Record<Name, string>> => ({});

/**
 * A form drawn at once, whose form library (react-hook-form and the schema) arrives on its first use:
 * a focus, a tap, a key or a submit. The inputs stay the same elements when it arrives, so what was
 * typed, the focus and the caret stay; the library then reads the typed values from them. A submit
 * before it arrives is held and done once it has, with the same validation messages.
 */
export function useFormOnFirstUse<Values, Name extends string>(
  load: () => Promise<FormBinder<Values, Name>>,
  onValid: (values: Values) => Promise<void>,
) {
  const [Binder, setBinder] = useState<FormBinder<Values, Name> | null>(null);
  const [binding, setBinding] = useState<FormBinding<Name> | null>(null);
  const loading = useRef(false);
  const submitHeld = useRef(false);
  const latestOnValid = useRef(onValid);
  useLayoutEffect(() => {
    latestOnValid.current = onValid;
  });
  const [callOnValid] = useState(() => (values: Values) => latestOnValid.current(values));

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (binder) => setBinder(() => binder),
      // A chunk that failed to arrive is asked for again on the next use.
      () => {
        loading.current = false;
      },
    );
  };

  // Runs once the fields are registered (their refs attach before this effect).
  useLayoutEffect(() => {
    if (!binding || !submitHeld.current) return;
    submitHeld.current = false;
    void binding.submit();
  }, [binding]);

  return {
    /** Render it inside the form: it draws nothing. */
    binder: Binder && <Binder onValid={callOnValid} onBinding={setBinding} />,
    formProps: {
      onFocus: start,
      onPointerDown: start,
      onKeyDown: start,
      onInput: start,
      onSubmit: (event: FormEvent) => {
        if (binding) return void binding.submit(event);
        // Served before its scripts run, the form posts natively; here the app holds the submit.
        event.preventDefault();
        submitHeld.current = true;
        start();
      },
    },
    field: (name: Name) => binding?.field(name) ?? { name },
    errors: binding?.errors ?? noErrors<Name>(),
    isSubmitting: binding?.isSubmitting ?? false,
  };
}
