import { AddSshAccessSchema, HOSTING_MESSAGES, HOSTING_RULES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { placeServerErrors } from '@/lib/place-server-errors';
import { useAfterDelay } from '@/lib/use-after-delay';

import { useAddSshAccess } from '../api/add-ssh-access';

const FORM_ID = 'add-ssh-user-form';
/** The contract's own rules for the two fields the user types (001 §5: name ≤ 50 and the key, both required). */
const AddSshUserFormSchema = z.object({ name: AddSshAccessSchema.shape.name, access: AddSshAccessSchema.shape.access });
type FormValues = z.input<typeof AddSshUserFormSchema>;
type FormOutput = z.output<typeof AddSshUserFormSchema>;

export interface AddSshUserModalProps {
  open: boolean;
  projectUid: string;
  serverId: number;
  onClose: () => void;
}

/**
 * 'Add SSH User' (001 §2, §5): a name (at most 50 characters, counted) and a public key, both required;
 * the key is written to the server before the entry is saved. The server's message shows and the dialog
 * closes 1.5 s later (001 §4); a failure shows the server's message (001 §8).
 */
export function AddSshUserModal({ open, projectUid, serverId, onClose }: AddSshUserModalProps) {
  const addAccess = useAddSshAccess();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(AddSshUserFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', access: '' },
  });
  const [name = '', access = ''] = useWatch({ control: form.control, name: ['name', 'access'] });
  const isAdded = addAccess.isSuccess;

  const close = () => {
    addAccess.reset();
    form.reset();
    setAlert(null);
    onClose();
  };
  useAfterDelay(isAdded, HOSTING_RULES.sshAddCloseMs, close);

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    addAccess.mutate(
      { ...values, falcon_id: serverId, project_id: projectUid },
      { onError: (error) => setAlert(placeServerErrors(error, form.setError, ['name', 'access'])) },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !addAccess.isPending && close()}
      title="Add SSH User"
      description="Whoever holds the matching private key can sign in to this server."
      footer={
        isAdded ? undefined : (
          <>
            <Button variant="secondary" onClick={close} disabled={addAccess.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              disabled={!name.trim() || !access.trim()}
              loading={addAccess.isPending}
            >
              Add SSH User
            </Button>
          </>
        )
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
        {isAdded && <Banner tone="success">{addAccess.data.message || HOSTING_MESSAGES.sshAdded}</Banner>}
        {alert && (
          <Banner tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Banner>
        )}
        <fieldset disabled={isAdded || addAccess.isPending} className="min-w-0 space-y-5">
          <FormField
            limit={HOSTING_RULES.sshNameMax}
            control={form.control}
            name="name"
            label="Name"
            id="ssh-user-name"
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField
            limit={HOSTING_RULES.publicKeyMax}
            control={form.control}
            name="access"
            label="Access key"
            id="ssh-user-access"
            hint="The public key, one line: ssh-ed25519, ssh-rsa or ecdsa-sha2-…"
          >
            {(field) => (
              <Textarea
                {...field}
                rows={4}
                spellCheck={false}
                autoComplete="off"
                placeholder="ssh-ed25519 AAAA… you@laptop"
                className="font-mono text-xs"
              />
            )}
          </FormField>
        </fieldset>
      </form>
    </Modal>
  );
}
