import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { RaffleShippingPayloadSchema, type RaffleShippingPayload } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Field } from '../forms/Field';
import { campaignErrorMessage } from '../forms/messages';
import { useKitTexts } from '../i18n/kitTexts';
import { FormError, stepFormStyle } from '../pre-register/steps/stepStyles';

const FIELDS = [
  ['recipientName', 'name'],
  ['phone', 'tel'],
  ['address', 'street-address'],
  ['city', 'address-level2'],
  ['postalCode', 'postal-code'],
  ['country', 'country-name'],
] as const satisfies readonly (readonly [keyof RaffleShippingPayload, string])[];

/** A winner's shipping address and contact number (001 §4), checked by the contract's rules. */
export function ShippingForm({ onSubmit }: { onSubmit: (payload: RaffleShippingPayload) => Promise<void> }) {
  const { t } = useKitTexts();
  const form = useForm<v.InferInput<typeof RaffleShippingPayloadSchema>, unknown, RaffleShippingPayload>({
    resolver: valibotResolver(RaffleShippingPayloadSchema),
    defaultValues: { recipientName: '', phone: '', address: '', city: '', postalCode: '', country: '' },
  });
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (error) {
      form.setError('root', { message: campaignErrorMessage(error) });
    }
  });
  return (
    <form css={stepFormStyle} onSubmit={submit} noValidate aria-labelledby="raffle-shipping-title">
      <h3 id="raffle-shipping-title">{t('raffle.shippingTitle')}</h3>
      {FIELDS.map(([name, autoComplete]) => (
        <Field
          key={name}
          label={t(`raffle.fields.${name}`)}
          type={name === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          error={form.formState.errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <FormError message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('raffle.submitShipping')}
      </Button>
    </form>
  );
}
