import { DELAYS_MS, InviteMemberSchema, MESSAGES, type Workspace } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
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
const FORM_ID = 'invite-member-form';

export interface InviteMemberModalProps {
  workspace: Workspace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Team Member (001 §2, §5): e-mail, name and role, all required; closes 2 s after the server agrees. */
export function InviteMemberModal({ workspace, open, onOpenChange }: InviteMemberModalProps) {
  const invite = useInviteMember(workspace.slug);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(FormSchema), defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const isIncomplete = [values.email, values.name, values.role].some((value) => !value?.trim());

  // 001 §4: the modal closes by itself a moment after the success message shows.
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    window.clearTimeout(closeTimer.current);
    form.reset(EMPTY);
    invite.reset();
    setFailure(null);
    setSentMessage(null);
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    invite.mutate(
      { ...input, business_id: workspace.subscription.business_id, target_url: invitationLinkBase() },
      {
        onSuccess: (response) => {
          setSentMessage(response.message);
          closeTimer.current = window.setTimeout(close, DELAYS_MS.inviteModalClose);
        },
        // 001 §8: the server's message shows in the modal, beside the field it concerns or else on top.
        onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
      },
    );
  });

  const isSent = sentMessage !== null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add Team Member"
      description={`They will get an e-mail with a link to join ${workspace.name}.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={isIncomplete || isSent} loading={invite.isPending}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        {sentMessage && <Banner tone="success">{sentMessage}</Banner>}
        <FormField control={form.control} name="email" label="Email" id="invite-email">
          {(field) => (
            <Input {...field} type="email" autoComplete="off" placeholder="colleague@company.com" disabled={isSent} />
          )}
        </FormField>
        <FormField control={form.control} name="name" label="Name" id="invite-name">
          {(field) => <Input {...field} autoComplete="off" disabled={isSent} />}
        </FormField>
        <FormField control={form.control} name="role" label="Role" id="invite-role">
          {(field) => (
            <Select {...field} disabled={isSent}>
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
        {isIncomplete && !isSent && <p className="text-sm text-zinc-500">{MESSAGES.enterAllInputFields}</p>}
      </form>
    </Modal>
  );
}
