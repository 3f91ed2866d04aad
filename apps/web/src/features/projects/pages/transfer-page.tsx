import { ArrowRightLeft, Check, ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { useProjectContext } from '@/lib/project-context';
import { isOwnerMember, isProjectAdmin } from '@/lib/project-permissions';

import { useTransferOwnership } from '../api/transfer-ownership';
import { fullName, transferCandidates } from '../project-members';

const CONSEQUENCES = [
  'The new owner can delete the project, remove collaborators and transfer it again.',
  'The current owner stays on the project as a collaborator, without those controls.',
  'Only the new owner can hand ownership back.',
];

/**
 * Transfer ownership (docs/product.md § Ownership transfer): pick a project member; the button is active only for the
 * owner with a member chosen. Afterwards the project reloads and the sender loses the admin controls everywhere.
 */
export default function TransferPage() {
  const { user, project } = useProjectContext();
  const transfer = useTransferOwnership();
  const [memberId, setMemberId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const notice = useNotice();

  const isOwner = isProjectAdmin(project, user);
  const candidates = transferCandidates(project.members);
  const chosen = candidates.find((member) => String(member.id) === memberId);
  const owner = project.members.find(isOwnerMember);

  const closeConfirm = () => {
    if (transfer.isPending) return;
    transfer.reset();
    setIsConfirming(false);
  };

  const confirm = () => {
    if (!chosen) return;
    transfer.mutate(
      { uid: project.u_id, body: { member_id: chosen.id, user_id: chosen.profile.id } },
      {
        onSuccess: (response) => {
          transfer.reset();
          setIsConfirming(false);
          setMemberId('');
          notice.show(response.message);
        },
      },
    );
  };

  return (
    <div className="max-w-2xl space-y-6">
      <NoticeBanner notice={notice} />
      <Card>
        <CardHeader
          title="Transfer ownership"
          description={`Hand ${project.name} to another member of the project. ${
            owner ? `The owner today is ${fullName(owner.profile)}.` : ''
          }`}
        />
        <ul className="mb-6 space-y-2">
          {CONSEQUENCES.map((line) => (
            <li key={line} className="flex gap-2 text-sm text-zinc-600">
              <Check className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>

        {!isOwner && (
          <Banner tone="info" className="mb-6">
            Only the project owner can transfer ownership. Ask {owner ? fullName(owner.profile) : 'the owner'} if this
            project should change hands.
          </Banner>
        )}

        {candidates.length === 0 ? (
          <EmptyState
            icon={Users}
            title="Nobody to transfer to yet"
            description="Ownership goes to a collaborator of this project. Add one first."
            action={
              <ButtonLink to={`/dashboard/project/${project.u_id}/collaborators`} variant="secondary">
                Go to collaborators
              </ButtonLink>
            }
          />
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <Field label="New owner" htmlFor="transfer-member" className="min-w-0 flex-1">
              <Select
                id="transfer-member"
                value={memberId}
                onChange={(event) => setMemberId(event.target.value)}
                disabled={!isOwner}
              >
                <option value="">Choose a member</option>
                {candidates.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {fullName(member.profile)} · {member.profile.email}
                  </option>
                ))}
              </Select>
            </Field>
            <Button onClick={() => setIsConfirming(true)} disabled={!isOwner || !chosen}>
              <ArrowRightLeft className="size-4" aria-hidden="true" />
              Transfer ownership
            </Button>
          </div>
        )}
      </Card>

      <ConfirmModal
        open={isConfirming && chosen !== undefined}
        title="Transfer ownership?"
        description={chosen ? `${fullName(chosen.profile)} becomes the owner of ${project.name}.` : undefined}
        confirmLabel="Transfer ownership"
        isPending={transfer.isPending}
        failure={transfer.error?.message ?? null}
        onConfirm={confirm}
        onCancel={closeConfirm}
      >
        <div className="flex gap-3">
          <ShieldAlert className="size-5 shrink-0 text-amber-500" aria-hidden="true" />
          <p>You will lose the owner&apos;s controls on this project as soon as the transfer is done.</p>
        </div>
      </ConfirmModal>
    </div>
  );
}
