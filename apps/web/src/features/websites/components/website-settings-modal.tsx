import { DEFAULT_SITE_REDIRECT_DAYS, DELAYS_MS, LIMITS, type Website } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { HostLabelInput, HostLabelPreview } from '@/components/ui/host-label-input';
import { Input } from '@/components/ui/input';
import { cleanHostLabel } from '@/lib/host-label';

import { useReloadWebsites, useUpdateWebsite } from '../api/update-website';
import { sitesHostOf } from '../website-address';
import {
  settingsFailure,
  WebsiteSettingsSchema,
  type WebsiteSettings,
  type WebsiteSettingsValues,
} from '../website-settings-form';
import { OldAddressNotice } from './old-address-notice';

export interface WebsiteSettingsModalProps {
  website: Website;
  onClose: () => void;
}

/**
 * Website settings (docs/product.md § Website settings): the name and the subdomain, both required; spaces cannot be
 * typed or pasted into the subdomain and are stripped on save, which lowercases it. On success the server's message
 * shows, then 2.5 s later the dialog closes and the list reloads (docs/product.md § Website settings). Field errors (a
 * taken or reserved subdomain) show beside their field; anything else in a red alert
 * (docs/product.md § Error catalogue). A new subdomain shows, before saving, that the old address will redirect and
 * for how long (the owner's choice, 90 days unless changed).
 */
export function WebsiteSettingsModal({ website, onClose }: WebsiteSettingsModalProps) {
  const updateWebsite = useUpdateWebsite();
  const reloadWebsites = useReloadWebsites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<WebsiteSettingsValues, unknown, WebsiteSettings>({
    resolver: zodResolver(WebsiteSettingsSchema),
    defaultValues: {
      name: website.name,
      subdomain: website.subdomain,
      redirectDays: String(DEFAULT_SITE_REDIRECT_DAYS),
    },
  });
  const [name = '', subdomain = ''] = useWatch({ control: form.control, name: ['name', 'subdomain'] });
  const isComplete = name.trim() !== '' && cleanHostLabel(subdomain) !== '';
  const sitesHost = sitesHostOf(website);
  const newSubdomain = cleanHostLabel(subdomain).toLowerCase();
  const isMoving = newSubdomain !== '' && newSubdomain !== website.subdomain;

  // After a save the list reloads as the dialog closes, by itself or by the user (docs/product.md § Website settings).
  const finish = () => {
    void reloadWebsites(website.project_uid);
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    updateWebsite.mutate(
      { projectUid: website.project_uid, uuid: website.uuid, ...values },
      {
        onError: (error) => {
          const failure = settingsFailure(error);
          if (failure.name) form.setError('name', { message: failure.name }, { shouldFocus: true });
          if (failure.subdomain)
            form.setError('subdomain', { message: failure.subdomain }, { shouldFocus: !failure.name });
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Website settings"
      description={`The name of “${website.name}” and the address it is published at.`}
      onSubmit={onSubmit}
      submitLabel="Save changes"
      canSubmit={isComplete}
      isPending={updateWebsite.isPending}
      failure={alert}
      onDismissFailure={() => setAlert(null)}
      success={updateWebsite.data?.message}
      closeAfterMs={DELAYS_MS.websiteOrStoreAction}
      onDone={finish}
    >
      <FormField
        limit={LIMITS.websiteNameMax}
        control={form.control}
        name="name"
        label="Website name"
        id="website-name"
      >
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <div className="space-y-2">
        <FormField
          limit={LIMITS.subdomainMax}
          control={form.control}
          name="subdomain"
          label="Subdomain"
          id="website-subdomain"
          hint="Letters, digits and dashes. Spaces are not allowed."
        >
          {(field) => <HostLabelInput {...field} />}
        </FormField>
        {sitesHost && (
          <HostLabelPreview
            label={subdomain}
            host={sitesHost}
            placeholder="your-site"
            icon={<Globe className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />}
          />
        )}
      </div>
      {isMoving && sitesHost && (
        <OldAddressNotice
          control={form.control}
          oldAddress={`${website.subdomain}.${sitesHost}`}
          newAddress={`${newSubdomain}.${sitesHost}`}
        />
      )}
    </FormDialog>
  );
}
