import { WEBHOOK_FORMAT_LABELS, WEBHOOK_FORMATS, type Webhook } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import {
  WebhookFormSchema,
  webhookFormDefaults,
  type WebhookFormOutput,
  type WebhookFormValues,
} from '../webhook-form';
import { EventCheckboxes } from './event-checkboxes';
import { WebhookSecretBox } from './webhook-secret-box';

const FORM_ID = 'webhook-form';
const SERVER_FIELDS = ['url', 'events', 'format', 'active'] as const;

export interface WebhookFormModalProps {
  open: boolean;
  projectUid: string;
  /** The webhook to edit; null adds one. */
  webhook: Webhook | null;
  onClose: () => void;
}

/**
 * Add or edit a webhook: its URL, the events it receives (by lane) and the body format. A new webhook's
 * signing secret shows in the dialog once it is made, to copy before closing.
 */
export function WebhookFormModal({ open, projectUid, webhook, onClose }: WebhookFormModalProps) {
  const create = useCreateWebhook(projectUid);
  const update = useUpdateWebhook(projectUid);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: zodResolver(WebhookFormSchema),
    mode: 'onTouched',
    defaultValues: webhookFormDefaults(webhook),
  });
  const events = useController({ control: form.control, name: 'events' });
  const active = useController({ control: form.control, name: 'active' });
  useEffect(() => {
    if (open) form.reset(webhookFormDefaults(webhook));
  }, [open, webhook, form]);
  const isPending = create.isPending || update.isPending;
  const created = create.data?.data;

  const close = () => {
    create.reset();
    update.reset();
    setAlert(null);
    onClose();
  };
  const onError = (error: Error) => {
    const text = placeServerErrors(error, form.setError, SERVER_FIELDS);
    if (text) setAlert(text);
  };
  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    if (webhook) update.mutate({ id: webhook.id, body: values }, { onSuccess: close, onError });
    else create.mutate(values, { onError });
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !isPending && close()}
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      description="Aerie POSTs the events you choose to this URL, signed with the webhook's secret."
      className="sm:max-w-2xl"
      footer={
        created ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={isPending}>
              {webhook ? 'Save webhook' : 'Add webhook'}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className="space-y-4">
          <Banner tone="success">{create.data?.message}</Banner>
          <p className="text-sm text-zinc-700">
            Signing secret for <span className="font-medium break-all">{created.url}</span>:
          </p>
          <WebhookSecretBox secret={created.secret} isNew />
        </div>
      ) : (
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
          {alert && (
            <Banner tone="error" onDismiss={() => setAlert(null)}>
              {alert}
            </Banner>
          )}
          <fieldset disabled={isPending} className="min-w-0 space-y-5">
            <FormField
              control={form.control}
              name="url"
              label="Payload URL"
              id="webhook-url"
              hint="An https:// address that accepts POST requests."
            >
              {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://example.com/hooks/aerie" />}
            </FormField>
            <FormField
              control={form.control}
              name="format"
              label="Format"
              id="webhook-format"
              hint="Slack and Discord take a one-line message; Aerie JSON carries the whole event."
            >
              {(field) => (
                <Select {...field}>
                  {WEBHOOK_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {WEBHOOK_FORMAT_LABELS[format]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <EventCheckboxes
              value={events.field.value}
              onChange={events.field.onChange}
              error={events.fieldState.error?.message}
            />
            {webhook && (
              <Checkbox
                id="webhook-active"
                label="Active: send deliveries to this URL"
                checked={active.field.value}
                onChange={(change) => active.field.onChange(change.target.checked)}
              />
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
