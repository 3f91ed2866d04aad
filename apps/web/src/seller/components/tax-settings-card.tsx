import { COUNTRY_CODES, COUNTRY_NAMES, TaxSettingsInputSchema, type TaxShipping } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useUpdateTaxSettings } from '../api/update-tax-settings';

type TaxForm = z.input<typeof TaxSettingsInputSchema>;

/** Whether prices include tax, its name, shipping's tax, and a rate per country (or state) as typed text. */
export function TaxSettingsCard({ tax }: { tax: TaxShipping['tax'] }) {
  const notice = useNotice();
  const form = useForm<TaxForm, unknown, z.output<typeof TaxSettingsInputSchema>>({
    resolver: zodResolver(TaxSettingsInputSchema),
    defaultValues: tax,
  });
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const save = useUpdateTaxSettings();
  const onSubmit = form.handleSubmit((values) => {
    notice.clear();
    save.mutate(values, { onSuccess: (response) => notice.show(response.message) });
  });
  const fields: FieldPath<TaxForm>[] = [
    'tax_name',
    'rates',
    ...rates.fields.flatMap(
      (_, index) => [`rates.${index}.country`, `rates.${index}.region`, `rates.${index}.rate`] as const,
    ),
  ];
  const banner = save.error ? placeServerErrors(save.error, form.setError, fields) : null;
  return (
    <Card>
      <CardHeader title="Tax" description="Rates per country, and per state or province where you need one." />
      <div className="mb-4 space-y-3 empty:hidden">
        {banner && <Banner tone="error">{banner}</Banner>}
        <NoticeBanner notice={notice} />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="tax_name"
            label="Tax name"
            id="tax-name"
            limit={30}
            hint="e.g. VAT, GST, Sales tax"
          >
            {(field) => <Input {...field} />}
          </FormField>
          <div className="space-y-3 sm:pt-7">
            <Checkbox label="My prices include tax (EU, UK style)" {...form.register('prices_include_tax')} />
            <Checkbox label="Charge tax on shipping" {...form.register('tax_shipping')} />
          </div>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-zinc-800">Rates</legend>
          {rates.fields.length === 0 && <p className="text-sm text-zinc-500">No rates: no tax is charged.</p>}
          {rates.fields.map((row, index) => (
            <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
              <FormField
                control={form.control}
                name={`rates.${index}.country`}
                label="Country"
                id={`rate-${index}-country`}
                className="col-span-2 sm:col-span-1"
              >
                {(field) => (
                  <Select {...field}>
                    {COUNTRY_CODES.map((code) => (
                      <option key={code} value={code}>
                        {COUNTRY_NAMES[code]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                control={form.control}
                name={`rates.${index}.region`}
                label="State (optional)"
                id={`rate-${index}-region`}
                hint="e.g. CA"
              >
                {(field) => (
                  <Input
                    {...field}
                    onChange={(event) => field.onChange({ target: { value: event.target.value.toUpperCase() } })}
                  />
                )}
              </FormField>
              <FormField
                control={form.control}
                name={`rates.${index}.rate`}
                label="Rate (%)"
                id={`rate-${index}-rate`}
                className="max-sm:col-start-1"
              >
                {(field) => <Input {...field} inputMode="decimal" />}
              </FormField>
              <Button
                variant="ghost"
                className="mt-7"
                aria-label={`Remove rate ${index + 1}`}
                onClick={() => rates.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="sm" onClick={() => rates.append({ country: 'US', region: '', rate: '' })}>
            <Plus className="size-4" aria-hidden="true" /> Add a rate
          </Button>
        </fieldset>
        <Button type="submit" loading={save.isPending}>
          Save tax settings
        </Button>
      </form>
    </Card>
  );
}
