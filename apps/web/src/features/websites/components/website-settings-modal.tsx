import { DELAYS_MS, LIMITS, type Website } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HostLabelInput, HostLabelPreview } from '@/components/ui/host-label-input';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

import { useReloadWebsites, useUpdateWebsite } from '../api/update-website';
import { useAfterDelay } from '@/lib/use-after-delay';
import { cleanHostLabel } from '@/lib/host-label';
import { sitesHostOf } from '../website-address';
import {
  settingsFailure,
  WebsiteSettingsSchema,
  type WebsiteSettings,
  type WebsiteSettingsValues,
} from '../website-settings-form';

const FORM_ID = 'website-settings-form';

export interface WebsiteSettingsModalProps {
  website: Website;
  onClose: () => void;
}

/**
 * Website settings (000 §2, §5): the name and the subdomain, both required; spaces cannot be typed or
 * pasted into the subdomain and are stripped on save, which lowercases it. On success the server's
 * message shows, then 2.5 s later the dialog closes and the list reloads (000 §4). Field errors (a taken
 * or reserved subdomain) show beside their field; anything else in a red alert (000 §8).
 */
export function WebsiteSettingsModal({ website, onClose }: WebsiteSettingsModalProps) {
  const updateWebsite = useUpdateWebsite();
  const reloadWebsites = useReloadWebsites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<WebsiteSettingsValues, unknown, WebsiteSettings>({
    resolver: zodResolver(WebsiteSettingsSchema),
    defaultValues: { name: website.name, subdomain: website.subdomain },
  });
  const [name = '', subdomain = ''] = useWatch({ control: form.control, name: ['name', 'subdomain'] });
  const isComplete = name.trim() !== '' && cleanHostLabel(subdomain) !== '';
  const isSaved = updateWebsite.isSuccess;
  const sitesHost = sitesHostOf(website);

  const finish = () => {
    if (isSaved) void reloadWebsites(website.project_uid);
    onClose();
  };
  useAfterDelay(isSaved, DELAYS_MS.websiteOrStoreAction, finish);

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
    <Modal
      open
      onOpenChange={(open) => !open && !updateWebsite.isPending && finish()}
      title="Website settings"
      description={`The name of “${website.name}” and the address it is published at.`}
      footer={
        isSaved ? (
          <Button variant="secondary" onClick={finish}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={updateWebsite.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={!isComplete} loading={updateWebsite.isPending}>
              Save changes
            </Button>
          </>
        )
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
        {isSaved && <Banner tone="success">{updateWebsite.data.message}</Banner>}
        {alert && (
          <Banner tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Banner>
        )}
        <fieldset disabled={isSaved} className="min-w-0 space-y-5">
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
        </fieldset>
      </form>
    </Modal>
  );
}
