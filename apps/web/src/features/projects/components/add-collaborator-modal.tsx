import type { ProjectWithMembers } from '@aerie/contract';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { useTeamMembers } from '@/api/list-team-members';
import { ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/input';

import { useAddProjectMember } from '../api/add-project-member';
import { addableTeamMembers, fullName } from '../project-members';

export interface AddCollaboratorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ProjectWithMembers;
  /** Called with the server's message once the member is added. */
  onAdded: (message: string) => void;
}

/**
 * Add new collaborator (docs/product.md § Collaborators): choose one of the workspace's team members who is not on the
 * project yet; the button stays inactive until someone is chosen. People outside the team are invited on the Team page.
 */
export function AddCollaboratorModal({ open, onOpenChange, project, onAdded }: AddCollaboratorModalProps) {
  const team = useTeamMembers(open ? project.workspace.slug : undefined);
  const addMember = useAddProjectMember();
  const [userId, setUserId] = useState('');
  const candidates = addableTeamMembers(team.data?.data ?? [], project.members);

  const close = () => {
    setUserId('');
    addMember.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addMember.mutate(
      { uid: project.u_id, body: { user_id: Number(userId), project_id: project.id } },
      {
        onSuccess: (response) => {
          close();
          onAdded(response.message);
        },
      },
    );
  };

  const hasNobodyToAdd = team.isSuccess && candidates.length === 0;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add new collaborator"
      description={`Give a member of ${project.workspace.name} access to ${project.name}.`}
      onSubmit={submit}
      submitLabel={
        <>
          <UserPlus className="size-4" aria-hidden="true" />
          Add collaborator
        </>
      }
      canSubmit={userId !== ''}
      isPending={addMember.isPending}
      failure={addMember.error?.message ?? (team.isError ? team.error.message : null)}
      onDismissFailure={addMember.isError ? () => addMember.reset() : undefined}
      extraAction={
        hasNobodyToAdd && (
          <ButtonLink to="/dashboard/teams" variant="secondary" className="sm:mr-auto">
            Invite a team member
          </ButtonLink>
        )
      }
    >
      {hasNobodyToAdd ? (
        <p className="text-sm text-zinc-600">
          Everyone in {project.workspace.name} is already on this project. Invite a new team member first, then add them
          here.
        </p>
      ) : (
        !team.isError && (
          <Field label="Team member" htmlFor="collaborator-member" hint="Only members of this workspace can be added.">
            <Select
              id="collaborator-member"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              disabled={team.isPending}
              aria-describedby="collaborator-member-hint"
            >
              <option value="">{team.isPending ? 'Loading team members…' : 'Choose a team member'}</option>
              {candidates.map((member) => (
                <option key={member.profile.id} value={String(member.profile.id)}>
                  {fullName(member.profile)} · {member.profile.email}
                </option>
              ))}
            </Select>
          </Field>
        )
      )}
    </FormDialog>
  );
}
