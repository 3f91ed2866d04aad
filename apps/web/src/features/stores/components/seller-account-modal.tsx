import { DELAYS_MS, LIMITS, STORE_RULES, type SiteTemplateId } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { HostLabelInput, HostLabelPreview } from '@/components/ui/host-label-input';
import { Input } from '@/components/ui/input';
import { cleanHostLabel } from '@/lib/host-label';

import { useCreateStore } from '../api/create-store';
import {
  SellerAccountSchema,
  sellerAccountFailure,
  type SellerAccount,
  type SellerAccountValues,
} from '../seller-account-form';

export interface SellerAccountModalProps {
  projectUid: string;
  /** The theme picked in the gallery; null keeps the dialog closed. */
  theme: { id: SiteTemplateId; name: string } | null;
  /** `stores.localhost:8080`, for the `{url}.{stores host}` preview (docs/product.md § Creating a store). */
  storesHost: string | undefined;
  onClose: () => void;
}

/**
 * 'Create a seller account' (docs/product.md § Creating a store): name, email, password and store url, all required;
 * the preview reads `{url}.{stores host}`. Submitting asks for a registration token, then registers the store; the
 * server's message shows and 2.5 s later the Store page opens (docs/product.md § Creating a store). Failures: a field
 * the server refused beside it, a network failure as 'Sorry, an error occured. Try again', anything else the server's
 * message (docs/product.md § Error catalogue).
 */
export function SellerAccountModal({ projectUid, theme, storesHost, onClose }: SellerAccountModalProps) {
  const createStore = useCreateStore();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SellerAccountValues, unknown, SellerAccount>({
    resolver: zodResolver(SellerAccountSchema),
    defaultValues: { name: '', email: '', password: '', domain: '' },
  });
  const [name = '', email = '', password = '', domain = ''] = useWatch({
    control: form.control,
    name: ['name', 'email', 'password', 'domain'],
  });
  const isComplete = [name.trim(), email.trim(), password, cleanHostLabel(domain)].every(Boolean);

  const close = () => {
    createStore.reset();
    form.reset();
    setAlert(null);
    onClose();
  };
  const openStorePage = () => {
    close();
    void navigate(`/dashboard/project/${projectUid}/store`);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!theme) return;
    setAlert(null);
    createStore.mutate(
      { projectUid, theme: theme.id, ...values },
      {
        onError: (error) => {
          const failure = sellerAccountFailure(error);
          let focused = false;
          for (const [field, message] of Object.entries(failure.fields)) {
            form.setError(field as keyof SellerAccountValues, { message }, { shouldFocus: !focused });
            focused = true;
          }
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <FormDialog
      open={theme !== null}
      onClose={close}
      title="Create a seller account"
      description={
        theme ? `Your store opens in the ${theme.name} theme. You log in to its admin with this account.` : undefined
      }
      onSubmit={onSubmit}
      submitLabel="Create store"
      canSubmit={isComplete}
      isPending={createStore.isPending}
      failure={alert}
      onDismissFailure={() => setAlert(null)}
      success={createStore.data && (createStore.data.data.msg || createStore.data.message)}
      closeAfterMs={DELAYS_MS.websiteOrStoreAction}
      onDone={openStorePage}
    >
      <FormField limit={STORE_RULES.storeNameMax} control={form.control} name="name" label="Name" id="seller-name">
        {(field) => <Input {...field} autoComplete="organization" />}
      </FormField>
      <FormField control={form.control} name="email" label="Email" id="seller-email">
        {(field) => <Input {...field} type="email" inputMode="email" autoCapitalize="none" autoComplete="email" />}
      </FormField>
      <FormField
        control={form.control}
        name="password"
        label="Password"
        id="seller-password"
        hint="At least 8 characters, with a letter and a number."
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <div className="space-y-2">
        <FormField
          limit={LIMITS.subdomainMax}
          control={form.control}
          name="domain"
          label="Store url"
          id="seller-domain"
          hint="Letters, digits and dashes. Spaces are not allowed."
        >
          {(field) => <HostLabelInput {...field} />}
        </FormField>
        {storesHost && (
          <HostLabelPreview
            label={domain}
            host={storesHost}
            placeholder="your-store"
            icon={<StoreIcon className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />}
          />
        )}
      </div>
    </FormDialog>
  );
}
