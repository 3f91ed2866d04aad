import { countryName, type TaxShipping } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { parseMajor, toMajorText } from '@/lib/money';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useDeleteShippingZone, useSaveShippingZone } from '../api/save-shipping-zone';

type Zone = TaxShipping['zones'][number];

/** The form keeps countries as typed codes ("FR, DE") and amounts as major units; the server checks each. */
const ZoneFormSchema = z.object({
  name: z.string().trim().min(1, 'Zone name is required').max(60, 'Zone name must be at most 60 characters'),
  countries: z.string().trim().min(1, 'A zone needs at least one country'),
  rates: z.array(
    z.object({
      name: z.string().trim().min(1, 'Rate name is required'),
      amount: z.string().trim().min(1, 'Amount is required'),
      free_above: z.string().trim(),
    }),
  ),
});
type ZoneForm = z.infer<typeof ZoneFormSchema>;

const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** One zone's editor (or a new zone's, `zone` null): name, countries, rates; saved or removed alone. */
export function ShippingZoneCard({
  zone,
  currency,
  onDone,
}: {
  zone: Zone | null;
  currency: string;
  onDone?: () => void;
}) {
  const form = useForm<ZoneForm>({
    resolver: zodResolver(ZoneFormSchema),
    defaultValues: {
      name: zone?.name ?? '',
      countries: zone?.countries.join(', ') ?? '',
      rates: (zone?.rates ?? [{ name: 'Standard', amount: 0, free_above: null }]).map((rate) => ({
        name: rate.name,
        amount: zone ? toMajorText(rate.amount, currency) : '',
        free_above: rate.free_above === null ? '' : toMajorText(rate.free_above, currency),
      })),
    },
  });
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const save = useSaveShippingZone();
  const remove = useDeleteShippingZone();
  const countries = codesOf(form.watch('countries'));
  const onSubmit = form.handleSubmit((values) => {
    let invalid = false;
    const money = (text: string, path: FieldPath<ZoneForm>) => {
      const minor = parseMajor(text, currency);
      if (minor === null) {
        form.setError(path, { message: `Enter an amount such as ${toMajorText(499, currency)}` });
        invalid = true;
      }
      return minor ?? 0;
    };
    const body = {
      name: values.name,
      countries: codesOf(values.countries),
      rates: values.rates.map((rate, index) => ({
        name: rate.name,
        amount: money(rate.amount, `rates.${index}.amount`),
        free_above: rate.free_above ? money(rate.free_above, `rates.${index}.free_above`) : null,
      })),
    };
    if (invalid) return;
    save.mutate({ uuid: zone?.uuid ?? null, body }, { onSuccess: () => onDone?.() });
  });
  const fields: FieldPath<ZoneForm>[] = [
    'name',
    'countries',
    'rates',
    ...rates.fields.flatMap(
      (_, index) => [`rates.${index}.name`, `rates.${index}.amount`, `rates.${index}.free_above`] as const,
    ),
  ];
  // "countries.2" (a bad or repeated code) belongs beside the one countries field.
  const countryError =
    save.error instanceof ApiError
      ? Object.entries(save.error.body.errors ?? {}).find(([key]) => key.startsWith('countries.'))?.[1][0]
      : undefined;
  const banner = save.error && !countryError ? placeServerErrors(save.error, form.setError, fields) : null;
  const error = banner ?? (remove.error ? remove.error.message : null);
  return (
    <Card>
      <CardHeader title={zone ? zone.name : 'New zone'} />
      {error && (
        <Banner tone="error" className="mb-4">
          {error}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="name"
            label="Zone name"
            id={`zone-${zone?.uuid ?? 'new'}-name`}
            limit={60}
          >
            {(field) => <Input {...field} />}
          </FormField>
          <FormField
            control={form.control}
            name="countries"
            label="Countries"
            id={`zone-${zone?.uuid ?? 'new'}-countries`}
            hint={countries.length ? countries.map(countryName).join(', ') : 'Two-letter codes, e.g. GB, FR, DE'}
          >
            {(field) => <Input {...field} invalid={field.invalid || Boolean(countryError)} />}
          </FormField>
        </div>
        {countryError && <p className="text-sm text-red-700">{countryError}</p>}
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-zinc-800">Rates ({currency})</legend>
          {rates.fields.map((row, index) => (
            <div key={row.id} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
              <FormField
                control={form.control}
                name={`rates.${index}.name`}
                label="Name"
                id={`zone-${zone?.uuid ?? 'new'}-rate-${index}-name`}
                className="col-span-2 sm:col-span-1"
              >
                {(field) => <Input {...field} />}
              </FormField>
              <FormField
                control={form.control}
                name={`rates.${index}.amount`}
                label="Price"
                id={`zone-${zone?.uuid ?? 'new'}-rate-${index}-amount`}
              >
                {(field) => <Input {...field} inputMode="decimal" />}
              </FormField>
              <FormField
                control={form.control}
                name={`rates.${index}.free_above`}
                label="Free from (optional)"
                id={`zone-${zone?.uuid ?? 'new'}-rate-${index}-free`}
              >
                {(field) => <Input {...field} inputMode="decimal" />}
              </FormField>
              <Button
                variant="ghost"
                className="justify-self-end max-sm:col-span-2 sm:mt-7"
                aria-label={`Remove rate ${index + 1}`}
                disabled={rates.fields.length === 1}
                onClick={() => rates.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => rates.append({ name: '', amount: '', free_above: '' })}>
            <Plus className="size-4" aria-hidden="true" /> Add a rate
          </Button>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending}>
            {zone ? 'Save zone' : 'Add zone'}
          </Button>
          {zone ? (
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(zone.uuid)}>
              Remove zone
            </Button>
          ) : (
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
