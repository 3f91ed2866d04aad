import { AddSshAccessSchema, HOSTING_MESSAGES, HOSTING_RULES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useAddSshAccess } from '../api/add-ssh-access';

/** The contract's own rules for the two fields the user types (docs/product.md § SSH users: name ≤ 50 and the key, both required). */
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
 * 'Add SSH User' (docs/product.md § SSH users): a name (at most 50 characters, counted) and a public key, both
 * required; the key is written to the server before the entry is saved. The server's message shows and the dialog
 * closes 1.5 s later (docs/product.md § SSH users); a failure shows the server's message
 * (docs/product.md § Error catalogue).
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

  const close = () => {
    addAccess.reset();
    form.reset();
    setAlert(null);
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    addAccess.mutate(
      { ...values, falcon_id: serverId, project_id: projectUid },
      { onError: (error) => setAlert(placeServerErrors(error, form.setError, ['name', 'access'])) },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add SSH User"
      description="Whoever holds the matching private key can sign in to this server."
      onSubmit={onSubmit}
      submitLabel="Add SSH User"
      canSubmit={Boolean(name.trim() && access.trim())}
      isPending={addAccess.isPending}
      failure={alert}
      onDismissFailure={() => setAlert(null)}
      success={addAccess.data && (addAccess.data.message || HOSTING_MESSAGES.sshAdded)}
      closeAfterMs={HOSTING_RULES.sshAddCloseMs}
    >
      <FormField limit={HOSTING_RULES.sshNameMax} control={form.control} name="name" label="Name" id="ssh-user-name">
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
    </FormDialog>
  );
}
