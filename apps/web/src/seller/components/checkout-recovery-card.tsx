import { CHECKOUT_RECOVERY_RULES, recoveryDiscountCodeField, type CheckoutRecoverySettings } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/use-notice';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCheckoutRecovery } from '../api/get-checkout-recovery';
import { useSetCheckoutRecovery } from '../api/set-checkout-recovery';

/** The select keeps the delay as text; the server is sent the number and checks it is one of the four. */
const RecoveryFormSchema = z.object({
  delay_hours: z.string(),
  discount_code: recoveryDiscountCodeField,
});
type RecoveryForm = z.input<typeof RecoveryFormSchema>;

/** The checkout reminder's settings (docs/product.md § Recovered checkouts), on the settings page. */
export function CheckoutRecoveryCard() {
  const recovery = useCheckoutRecovery();
  return (
    <Card className="lg:col-span-2">
      <CardHeader
        title="Checkout reminders"
        description="A buyer who gave an e-mail at checkout and did not pay gets one e-mail with a link back to their cart."
      />
      {recovery.data ? (
        <RecoveryEditor settings={recovery.data.settings} />
      ) : recovery.isError ? (
        <p className="text-sm text-red-700">{recovery.error.message}</p>
      ) : (
        <Spinner className="size-6" />
      )}
    </Card>
  );
}

function RecoveryEditor({ settings }: { settings: CheckoutRecoverySettings }) {
  const notice = useNotice();
  const form = useForm<RecoveryForm, unknown, z.output<typeof RecoveryFormSchema>>({
    resolver: zodResolver(RecoveryFormSchema),
    defaultValues: { delay_hours: String(settings.delay_hours), discount_code: settings.discount_code ?? '' },
  });
  const save = useSetCheckoutRecovery();
  const onSubmit = form.handleSubmit((values) => {
    notice.clear();
    save.mutate(
      { delay_hours: Number(values.delay_hours), discount_code: values.discount_code },
      {
        // The server upper-cases the code: the form shows what was stored.
        onSuccess: ({ data }) => {
          form.reset({ delay_hours: String(data.delay_hours), discount_code: data.discount_code ?? '' });
          notice.show('Your checkout reminder settings have been saved.');
        },
      },
    );
  });
  const banner = save.error ? placeServerErrors(save.error, form.setError, ['delay_hours', 'discount_code']) : null;
  return (
    <>
      <div className="mb-4 space-y-3 empty:hidden">
        {banner && <Banner tone="error">{banner}</Banner>}
        <NoticeBanner notice={notice} />
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="delay_hours"
          label="Send the reminder"
          id="recovery-delay"
          hint="After the checkout started"
        >
          {(field) => (
            <Select {...field}>
              {CHECKOUT_RECOVERY_RULES.delayHours.map((hours) => (
                <option key={hours} value={String(hours)}>
                  {hours === 1 ? '1 hour later' : `${hours} hours later`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="discount_code"
          label="Discount code (optional)"
          id="recovery-code"
          hint="Shown in the e-mail; letters, digits, - and _"
          limit={CHECKOUT_RECOVERY_RULES.discountCodeMax}
        >
          {(field) => <Input {...field} value={field.value ?? ''} autoCapitalize="characters" />}
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            Save reminders
          </Button>
        </div>
      </form>
    </>
  );
}
