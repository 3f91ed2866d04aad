import {
  PRODUCT_STATUSES,
  ProductInputSchema,
  slugField,
  STORE_RULES,
  VariantInputSchema,
  type Product,
  type ProductInput,
} from '@aerie/contract';
import { z } from 'zod';

import { toMajorText } from '@/lib/money';

/** Prices are typed in major units (12.50) and sent in minor units (1250); stock as a whole number. */
const VariantFormSchema = z.object({
  uuid: z.string().optional(),
  name: VariantInputSchema.shape.name,
  sku: z.string().max(64, 'SKU must be at most 64 characters'),
  price: z.string().trim().min(1, 'Price is required'),
  stock: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Stock must be a whole number, 0 or more'),
});

export const ProductFormSchema = z.object({
  name: ProductInputSchema.shape.name,
  description: z.string().max(STORE_RULES.productDescriptionMax),
  slug: z.union([z.literal(''), slugField]),
  status: z.enum(PRODUCT_STATUSES),
  variants: z
    .array(VariantFormSchema)
    .min(1, 'A product needs at least one variant')
    .max(STORE_RULES.variantsPerProductMax, `A product has at most ${STORE_RULES.variantsPerProductMax} variants`),
});
export type ProductForm = z.input<typeof ProductFormSchema>;

/** The form's values for a product, or for a new one (one variant, Default, no stock). */
export function formOf(product: Product | undefined, currency: string): ProductForm {
  if (!product) {
    return {
      name: '',
      description: '',
      slug: '',
      status: 'draft',
      variants: [{ name: 'Default', sku: '', price: '', stock: '0' }],
    };
  }
  return {
    name: product.name,
    description: product.description,
    slug: product.slug,
    status: product.status,
    variants: product.variants.map((variant) => ({
      uuid: variant.uuid,
      name: variant.name,
      sku: variant.sku ?? '',
      price: toMajorText(variant.price, currency),
      stock: String(variant.stock),
    })),
  };
}

/** The body the server takes: prices in minor units (parsed by the caller), empty slug and SKUs left out. */
export function productInputOf(values: ProductForm, pricesMinor: readonly number[]): ProductInput {
  return {
    name: values.name,
    description: values.description,
    ...(values.slug ? { slug: values.slug } : {}),
    status: values.status,
    variants: values.variants.map((variant, index) => ({
      ...(variant.uuid ? { uuid: variant.uuid } : {}),
      name: variant.name,
      ...(variant.sku.trim() ? { sku: variant.sku.trim() } : {}),
      price: pricesMinor[index]!,
      stock: Number(variant.stock),
    })),
  };
}
