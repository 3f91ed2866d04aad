import { DELAYS_MS, InviteMemberSchema, MESSAGES, type Workspace } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useInviteMember } from '../api/invite-member';
import { invitationLinkBase } from '../invitation-link';
import { invitableRoles, roleLabel } from '../team-roles';

const FormSchema = InviteMemberSchema.pick({ email: true, name: true, role: true });
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS: FieldPath<FormInput>[] = ['email', 'name', 'role'];
// The role starts on the select's placeholder; the schema refuses '' if it were ever sent.
const EMPTY: FormInput = { email: '', name: '', role: '' as FormInput['role'] };

export interface InviteMemberModalProps {
  workspace: Workspace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Team Member (docs/product.md § Invitations): e-mail, name and role, all required; closes 2 s after the server agrees. */
export function InviteMemberModal({ workspace, open, onOpenChange }: InviteMemberModalProps) {
  const invite = useInviteMember(workspace.slug);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(FormSchema), defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const isIncomplete = [values.email, values.name, values.role].some((value) => !value?.trim());

  const close = () => {
    form.reset(EMPTY);
    invite.reset();
    setFailure(null);
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    invite.mutate(
      { ...input, business_id: workspace.subscription.business_id, target_url: invitationLinkBase() },
      // docs/product.md § Error catalogue: the server's message shows in the modal, beside the field it concerns or
      // else on top.
      { onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)) },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add Team Member"
      description={`They will get an e-mail with a link to join ${workspace.name}.`}
      onSubmit={onSubmit}
      submitLabel="Send invitation"
      canSubmit={!isIncomplete}
      isPending={invite.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      // docs/product.md § Invitations: the modal closes by itself a moment after the success message shows.
      success={invite.data?.message}
      closeAfterMs={DELAYS_MS.inviteModalClose}
    >
      <FormField control={form.control} name="email" label="Email" id="invite-email">
        {(field) => <Input {...field} type="email" autoComplete="off" placeholder="colleague@company.com" />}
      </FormField>
      <FormField control={form.control} name="name" label="Name" id="invite-name">
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="role" label="Role" id="invite-role">
        {(field) => (
          <Select {...field}>
            <option value="" disabled>
              Select a role
            </option>
            {invitableRoles(workspace.role).map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {isIncomplete && !invite.isSuccess && <p className="text-sm text-zinc-500">{MESSAGES.enterAllInputFields}</p>}
    </FormDialog>
  );
}
