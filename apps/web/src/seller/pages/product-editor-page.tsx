import { STORE_RULES, type Product, type ProductInput } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/use-notice';
import { parseMajor, toMajorText } from '@/lib/money';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateProduct } from '../api/create-product';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useSeller } from '../api/get-seller';
import { useUpdateProduct } from '../api/update-product';
import { PageHeader } from '../components/page-header';
import { PendingImages } from '../components/pending-images';
import { ProductImages } from '../components/product-images';
import { ProductStatusField } from '../components/product-status-field';
import { formOf, ProductFormSchema, productInputOf, type ProductForm } from '../product-form';

/** What a first Save hands the saved product's page: that it was just created, and images that failed. */
interface CreatedState {
  created: true;
  failedImages: string[];
}

/** The product editor (`/admin/products/new` and `/admin/products/{uuid}`): details, variants, images. */
export function ProductEditorPage() {
  const { uuid } = useParams();
  const me = useSeller();
  const product = useProduct(uuid);
  if (!me.data || (uuid && product.isPending)) return <Spinner className="size-6" />;
  if (uuid && product.isError) return <p className="text-sm text-red-700">{product.error.message}</p>;
  return <ProductEditor key={uuid ?? 'new'} product={product.data} currency={me.data.store.currency} />;
}

function ProductEditor({ product, currency }: { product: Product | undefined; currency: string }) {
  const navigate = useNavigate();
  const notice = useNotice();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [pendingImages, setPendingImages] = useState<File[]>([]);
  const location = useLocation();
  const created = location.state as CreatedState | null;
  const [imageFailures, setImageFailures] = useState(created?.failedImages ?? []);
  const showNotice = notice.show;
  useEffect(() => {
    if (!created?.created) return;
    showNotice('The product has been created.');
    // Said once: a reload of the page must not announce it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [created, location.pathname, navigate, showNotice]);
  const form = useForm<ProductForm>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: formOf(product, currency),
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });

  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const save = product ? updateProduct : createProduct;
  const remove = useDeleteProduct();

  const send = (body: ProductInput) => {
    if (!product) {
      createProduct.mutate(
        { body, images: pendingImages },
        {
          onSuccess: ({ product: created, failedImages }) =>
            void navigate(`/admin/products/${created.uuid}`, {
              replace: true,
              state: { created: true, failedImages } satisfies CreatedState,
            }),
        },
      );
      return;
    }
    updateProduct.mutate(
      { uuid: product.uuid, body },
      {
        onSuccess: (reply) => {
          form.reset(formOf(reply.data, currency));
          notice.show('The product has been saved.');
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    notice.clear();
    const prices = values.variants.map((variant) => parseMajor(variant.price, currency));
    prices.forEach((price, index) => {
      if (price === null) {
        form.setError(`variants.${index}.price`, { message: `Enter an amount such as ${toMajorText(1250, currency)}` });
      }
    });
    const validPrices = prices.filter((price): price is number => price !== null);
    if (validPrices.length === prices.length) send(productInputOf(values, validPrices));
  });

  const fields = [
    'name',
    'description',
    'slug',
    'status',
    'variants',
    ...variants.fields.flatMap((_, index) =>
      (['name', 'sku', 'price', 'stock'] as const).map((key) => `variants.${index}.${key}` as const),
    ),
  ] as FieldPath<ProductForm>[];
  const banner = save.error ? placeServerErrors(save.error, form.setError, fields) : null;
  const variantsError = form.formState.errors.variants?.root?.message ?? form.formState.errors.variants?.message;

  return (
    <>
      <PageHeader
        title={product ? product.name : 'New product'}
        description={product ? `/${product.slug}` : 'Add its details and at least one variant.'}
        action={
          <Link to="/admin/products" className="text-sm font-medium text-accent-600 hover:text-accent-700">
            All products
          </Link>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {banner && <Banner tone="error">{banner}</Banner>}
        {imageFailures.length > 0 && (
          <Banner tone="error" onDismiss={() => setImageFailures([])}>
            The product was created, but {imageFailures.length === 1 ? 'an image was' : 'some images were'} not
            uploaded: {imageFailures.join('; ')}. Add {imageFailures.length === 1 ? 'it' : 'them'} again below.
          </Banner>
        )}
        <NoticeBanner notice={notice} />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card>
          <CardHeader title="Details" />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField control={form.control} name="name" label="Name" id="product-name" className="sm:col-span-2">
              {(field) => <Input {...field} />}
            </FormField>
            <FormField
              control={form.control}
              name="description"
              label="Description"
              id="product-description"
              className="sm:col-span-2"
            >
              {(field) => <Textarea {...field} rows={5} />}
            </FormField>
            <FormField
              control={form.control}
              name="slug"
              label="Address in the store"
              id="product-slug"
              hint="Lowercase letters, digits and dashes; made from the name when left empty."
            >
              {(field) => <Input {...field} placeholder="blue-mug" />}
            </FormField>
            <ProductStatusField control={form.control} />
          </div>
        </Card>

        <Card>
          <CardHeader
            title="Variants"
            description={`Each has its own price (${currency}) and stock. Stock cannot go below what open checkouts hold.`}
          />
          {variantsError && <p className="mb-3 text-sm text-red-700">{variantsError}</p>}
          <ul className="space-y-4">
            {variants.fields.map((variant, index) => {
              const held = product?.variants.find((known) => known.uuid === variant.uuid)?.held ?? 0;
              return (
                <li
                  key={variant.id}
                  className="grid grid-cols-2 gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
                >
                  <FormField
                    control={form.control}
                    name={`variants.${index}.name`}
                    label="Variant"
                    id={`variant-${index}-name`}
                    className="col-span-2 sm:col-span-1"
                  >
                    {(field) => <Input {...field} />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={`variants.${index}.sku`}
                    label="SKU"
                    id={`variant-${index}-sku`}
                  >
                    {(field) => <Input {...field} />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={`variants.${index}.price`}
                    label="Price"
                    id={`variant-${index}-price`}
                  >
                    {(field) => <Input {...field} inputMode="decimal" />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={`variants.${index}.stock`}
                    label="Stock"
                    id={`variant-${index}-stock`}
                    hint={held ? `${held} held by open checkouts; a lower stock releases the oldest` : undefined}
                  >
                    {(field) => <Input {...field} inputMode="numeric" />}
                  </FormField>
                  <div className="flex items-end sm:pt-7">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove variant ${index + 1}`}
                      disabled={variants.fields.length === 1}
                      onClick={() => variants.remove(index)}
                    >
                      <Trash2 className="size-4 text-red-600" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={variants.fields.length >= STORE_RULES.variantsPerProductMax}
            onClick={() => variants.append({ name: '', sku: '', price: '', stock: '0' })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add variant
          </Button>
        </Card>

        <Card>
          <CardHeader title="Images" />
          {product ? (
            <ProductImages productUuid={product.uuid} images={product.images} />
          ) : (
            <PendingImages files={pendingImages} onChange={setPendingImages} />
          )}
        </Card>

        <div className="flex flex-wrap justify-between gap-3">
          {product ? (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete product
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
        </div>
      </form>

      <ConfirmModal
        open={confirmDelete}
        title="Delete this product?"
        description="It leaves the store at once. Orders already placed keep their lines."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        isPending={remove.isPending}
        failure={remove.error?.message ?? null}
        onConfirm={() =>
          product &&
          remove.mutate(product.uuid, { onSuccess: () => void navigate('/admin/products', { replace: true }) })
        }
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
