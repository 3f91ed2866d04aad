import { SITE_TEMPLATES, STORE_RULES, StoreSettingsInputSchema, type StoreSettings } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
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
import { parseMajor, toMajorText } from '@/lib/money';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useSeller } from '../api/get-seller';
import { useUpdateStoreSettings } from '../api/update-store-settings';
import { useUploadStoreLogo } from '../api/upload-store-logo';
import { CheckoutRecoveryCard } from '../components/checkout-recovery-card';
import { PageHeader } from '../components/page-header';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../image-file';

/** The form keeps the shipping rate as typed major units; the currency decides how it becomes minor units. */
const SettingsFormSchema = StoreSettingsInputSchema.extend({
  shipping_rate: z.string().trim().min(1, 'Shipping rate is required'),
});
type SettingsForm = z.input<typeof SettingsFormSchema>;

/** "Agency" for the Agency starter: the starters' names without the word "starter". */
const themeName = (id: string) =>
  (SITE_TEMPLATES.find((template) => template.id === id)?.name ?? id).replace(/ (starter|site)$/, '');

export function SettingsPage() {
  const me = useSeller();
  if (!me.data) return <Spinner className="size-6" />;
  return <SettingsEditor store={me.data.store} />;
}

function SettingsEditor({ store }: { store: StoreSettings }) {
  const notice = useNotice();
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: {
      name: store.name,
      currency: store.currency,
      shipping_rate: toMajorText(store.shipping_rate, store.currency),
      colors: store.colors,
      fonts: store.fonts,
    },
  });
  const save = useUpdateStoreSettings();
  const logo = useUploadStoreLogo();
  const onSubmit = form.handleSubmit((values) => {
    notice.clear();
    const rate = parseMajor(values.shipping_rate, values.currency);
    if (rate === null) {
      form.setError('shipping_rate', { message: `Enter an amount such as ${toMajorText(499, values.currency)}` });
      return;
    }
    save.mutate(
      { ...values, shipping_rate: rate },
      { onSuccess: () => notice.show('Your store settings have been saved.') },
    );
  });
  const banner = save.error
    ? placeServerErrors(save.error, form.setError, [
        'name',
        'currency',
        'shipping_rate',
        'colors.primary',
        'colors.accent',
        'fonts.heading',
        'fonts.body',
      ])
    : null;
  return (
    <>
      <PageHeader title="Settings" description={store.url} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Store" />
          <div className="mb-4 space-y-3 empty:hidden">
            {banner && <Banner tone="error">{banner}</Banner>}
            <NoticeBanner notice={notice} />
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
            <FormField
              limit={STORE_RULES.storeNameMax}
              control={form.control}
              name="name"
              label="Store name"
              id="store-name"
              className="sm:col-span-2"
            >
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              control={form.control}
              name="currency"
              label="Currency"
              id="store-currency"
              hint="Three letters, e.g. USD, EUR, GBP"
              limit={3}
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
              name="shipping_rate"
              label="Shipping rate"
              id="store-shipping"
              hint="One flat rate per order"
            >
              {(field) => <Input {...field} inputMode="decimal" />}
            </FormField>
            {(['primary', 'accent'] as const).map((key) => (
              <FormField
                key={key}
                control={form.control}
                name={`colors.${key}`}
                label={key === 'primary' ? 'Main colour' : 'Accent colour'}
                id={`store-color-${key}`}
              >
                {(field) => (
                  <div className="flex gap-2">
                    <input
                      type="color"
                      aria-label={`${key === 'primary' ? 'Main' : 'Accent'} colour picker`}
                      value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
                      onChange={(event) => field.onChange({ target: { value: event.target.value } })}
                      className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
                    />
                    <Input {...field} />
                  </div>
                )}
              </FormField>
            ))}
            <p className="text-sm text-zinc-600 sm:col-span-2">
              Your store is dressed in the{' '}
              <strong className="font-medium text-zinc-900">{themeName(store.theme)}</strong> theme. Its colours and
              fonts are the starting point; change them here.
            </p>
            {(['heading', 'body'] as const).map((key) => (
              <FormField
                key={key}
                control={form.control}
                name={`fonts.${key}`}
                label={key === 'heading' ? 'Heading font' : 'Text font'}
                id={`store-font-${key}`}
                hint={key === 'heading' ? 'Store name, titles and product names' : 'Descriptions, prices and forms'}
              >
                {(field) => (
                  <Select {...field}>
                    {store.font_choices.map((font) => (
                      <option key={font.id} value={font.id}>
                        {font.label}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </div>
          </form>
        </Card>
        <Card>
          <CardHeader title="Logo" description="PNG, JPEG or WebP." />
          {logoProblem && (
            <Banner tone="error" onDismiss={() => setLogoProblem(null)} className="mb-4">
              {logoProblem}
            </Banner>
          )}
          {store.logo_url ? (
            <img
              src={store.logo_url}
              alt="Store logo"
              className="mb-4 size-24 rounded-lg border border-zinc-200 object-contain"
            />
          ) : (
            <p className="mb-4 text-sm text-zinc-500">No logo yet.</p>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            aria-label="Choose a logo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refused = checkImageFile(file);
              if (refused) setLogoProblem(refused);
              else logo.mutate(file, { onError: (error) => setLogoProblem(error.message) });
            }}
          />
          <Button variant="secondary" loading={logo.isPending} onClick={() => input.current?.click()}>
            <ImagePlus className="size-4" aria-hidden="true" /> {store.logo_url ? 'Replace logo' : 'Upload logo'}
          </Button>
        </Card>
        <CheckoutRecoveryCard />
      </div>
    </>
  );
}
