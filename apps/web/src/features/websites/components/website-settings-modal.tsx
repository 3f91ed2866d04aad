import { DELAYS_MS, LIMITS, type Website } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

import { useReloadWebsites, useUpdateWebsite } from '../api/update-website';
import { useAfterDelay } from '@/lib/use-after-delay';
import { cleanSubdomain, sitesHostOf } from '../website-address';
import {
  pasteWithoutSpaces,
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
  const isComplete = name.trim() !== '' && cleanSubdomain(subdomain) !== '';
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

  const blockSpaceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const pasteSubdomain = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/\s/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const next = pasteWithoutSpaces(input.value, pasted, input.selectionStart ?? 0, input.selectionEnd ?? 0);
    form.setValue('subdomain', next.value, { shouldDirty: true });
    requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
  };

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
            control={form.control}
            name="name"
            label="Website name"
            id="website-name"
            hint={`${name.length}/${LIMITS.websiteNameMax} characters`}
          >
            {(field) => <Input {...field} maxLength={LIMITS.websiteNameMax} autoComplete="off" />}
          </FormField>
          <div className="space-y-2">
            <FormField
              control={form.control}
              name="subdomain"
              label="Subdomain"
              id="website-subdomain"
              hint="Letters, digits and dashes. Spaces are not allowed."
            >
              {(field) => (
                <Input
                  {...field}
                  // A space that slips past the key and paste guards (autofill, drag and drop) is dropped too.
                  onChange={(event) => field.onChange({ target: { value: event.target.value.replace(/\s+/g, '') } })}
                  onKeyDown={blockSpaceKey}
                  onPaste={pasteSubdomain}
                  maxLength={LIMITS.subdomainMax}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  autoComplete="off"
                />
              )}
            </FormField>
            {sitesHost && (
              <p className="flex min-w-0 items-center gap-2 rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-600 ring-1 ring-zinc-200 ring-inset">
                <Globe className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                <span className="min-w-0 truncate" aria-live="polite">
                  <span className="font-medium text-zinc-900">{cleanSubdomain(subdomain) || 'your-site'}</span>
                  {`.${sitesHost}`}
                </span>
              </p>
            )}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
