import type { Discount } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';
import { toMajorText } from '@/lib/money';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateDiscount } from '../api/create-discount';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscount } from '../api/get-discount';
import { useSeller } from '../api/get-seller';
import { useUpdateDiscount } from '../api/update-discount';
import { DiscountProducts } from '../components/discount-products';
import { PageHeader } from '../components/page-header';
import { discountFormOf, DiscountFormSchema, discountInputOf, type DiscountForm } from '../discount-form';

const FIELDS = [
  'code',
  'kind',
  'percent',
  'amount',
  'minimum_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'products',
  'active',
] as const satisfies readonly FieldPath<DiscountForm>[];

/** The code editor (`/admin/discounts/new` and `/admin/discounts/{uuid}`). */
export function DiscountEditorPage() {
  const { uuid } = useParams();
  const me = useSeller();
  const discount = useDiscount(uuid);
  if (!me.data || (uuid && discount.isPending)) return <Spinner className="size-6" />;
  if (uuid && discount.isError) return <p className="text-sm text-red-700">{discount.error.message}</p>;
  return <DiscountEditor key={uuid ?? 'new'} discount={discount.data} currency={me.data.store.currency} />;
}

function DiscountEditor({ discount, currency }: { discount: Discount | undefined; currency: string }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<DiscountForm>({
    resolver: zodResolver(DiscountFormSchema),
    defaultValues: discountFormOf(discount, currency),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const save = discount ? update : create;
  const remove = useDeleteDiscount();

  const onSubmit = form.handleSubmit((values) => {
    notice.clear();
    const input = discountInputOf(values, currency);
    if ('badAmounts' in input) {
      for (const field of input.badAmounts)
        form.setError(field, { message: `Enter an amount such as ${toMajorText(1000, currency)}` });
      return;
    }
    if (!discount) {
      create.mutate(input.body, {
        onSuccess: (reply) => void navigate(`/admin/discounts/${reply.data.uuid}`, { replace: true }),
      });
      return;
    }
    update.mutate(
      { uuid: discount.uuid, body: input.body },
      {
        onSuccess: (reply) => {
          form.reset(discountFormOf(reply.data, currency));
          notice.show(reply.data.active ? 'The code has been saved.' : 'The code has been saved; it is off.');
        },
      },
    );
  });

  // The server names `product_uuids`; the form shows it on its products list.
  const serverProductsError = save.error instanceof ApiError ? save.error.fieldError('product_uuids') : undefined;
  const banner = save.error && !serverProductsError ? placeServerErrors(save.error, form.setError, FIELDS) : null;

  return (
    <>
      <PageHeader
        title={discount ? discount.code : 'New discount code'}
        description={
          discount ? `${discount.uses} use${discount.uses === 1 ? '' : 's'} so far` : 'Buyers type it on the cart.'
        }
        action={
          <Link to="/admin/discounts" className="text-sm font-medium text-accent-600 hover:text-accent-700">
            All discounts
          </Link>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {banner && <Banner tone="error">{banner}</Banner>}
        <NoticeBanner notice={notice} />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card>
          <CardHeader title="Code" />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="code"
              label="Code"
              id="discount-code"
              hint="Letters, digits, dashes and underscores; buyers may type it in any case."
              className="sm:col-span-2"
            >
              {(field) => <Input {...field} className="font-mono uppercase" autoComplete="off" />}
            </FormField>
            <FormField control={form.control} name="kind" label="Takes off" id="discount-kind">
              {(field) => (
                <Select {...field}>
                  <option value="percent">A percent of the items</option>
                  <option value="fixed">An amount ({currency})</option>
                  <option value="free-shipping">The shipping</option>
                </Select>
              )}
            </FormField>
            {kind === 'percent' && (
              <FormField control={form.control} name="percent" label="Percent" id="discount-percent" hint="1 to 100">
                {(field) => <Input {...field} inputMode="numeric" />}
              </FormField>
            )}
            {kind === 'fixed' && (
              <FormField
                control={form.control}
                name="amount"
                label={`Amount (${currency})`}
                id="discount-amount"
                hint="Never more than the items it applies to."
              >
                {(field) => <Input {...field} inputMode="decimal" />}
              </FormField>
            )}
          </div>
        </Card>

        <Card>
          <CardHeader title="Conditions" description="All optional: leave a field empty for no limit." />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="minimum_subtotal"
              label={`Minimum subtotal (${currency})`}
              id="discount-minimum"
            >
              {(field) => <Input {...field} inputMode="decimal" />}
            </FormField>
            <span className="hidden sm:block" />
            <FormField control={form.control} name="starts_at" label="Starts" id="discount-starts">
              {(field) => <Input {...field} type="datetime-local" />}
            </FormField>
            <FormField control={form.control} name="ends_at" label="Ends" id="discount-ends">
              {(field) => <Input {...field} type="datetime-local" />}
            </FormField>
            <FormField
              control={form.control}
              name="usage_limit"
              label="Uses in total"
              id="discount-usage-limit"
              hint="Orders paid or being paid; an unpaid one gives its use back."
            >
              {(field) => <Input {...field} inputMode="numeric" />}
            </FormField>
            <FormField
              control={form.control}
              name="per_customer_limit"
              label="Uses per buyer"
              id="discount-customer-limit"
              hint="Counted by the buyer's e-mail."
            >
              {(field) => <Input {...field} inputMode="numeric" />}
            </FormField>
          </div>
        </Card>

        <Card>
          <CardHeader title="Products" />
          <Controller
            control={form.control}
            name="products"
            render={({ field, fieldState }) => (
              <DiscountProducts
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message ?? serverProductsError}
              />
            )}
          />
        </Card>

        <Card>
          <label className="flex items-start gap-3 text-sm text-zinc-800">
            <input type="checkbox" className="mt-0.5 size-4 accent-accent-600" {...form.register('active')} />
            <span>
              <span className="block font-medium">Active</span>
              <span className="block text-zinc-500">
                Turn off to stop buyers using it; orders that used it keep it.
              </span>
            </span>
          </label>
        </Card>

        <div className="flex flex-wrap justify-between gap-3">
          {discount ? (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete code
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {discount ? 'Save changes' : 'Create code'}
          </Button>
        </div>
      </form>

      <ConfirmModal
        open={confirmDelete}
        title="Delete this code?"
        description="Buyers can no longer use it. Orders that used it keep the code and what it took off."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        isPending={remove.isPending}
        failure={remove.error?.message ?? null}
        onConfirm={() =>
          discount &&
          remove.mutate(discount.uuid, { onSuccess: () => void navigate('/admin/discounts', { replace: true }) })
        }
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
