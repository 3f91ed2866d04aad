import { roleMay, roleRefusal, type Repository, type WorkspaceRole } from '@aerie/contract';

import { Checkbox } from '@/components/ui/input';

import { useUpdateBranchProtection } from '../api/update-branch-protection';

export interface BranchProtectionToggleProps {
  projectUid: string;
  repository: Repository;
  /** The user's role on the project; below maintainer the box is shown but disabled. */
  role: WorkspaceRole;
}

/**
 * The default branch's protection on Aerie Git (issue 24): while on, nobody force-pushes to it or deletes
 * it. A maintainer or above changes it; others see why they cannot, and the server refuses them too.
 */
export function BranchProtectionToggle({ projectUid, repository, role }: BranchProtectionToggleProps) {
  const update = useUpdateBranchProtection();
  const mayChange = roleMay(role, 'manage repositories');
  const branch = repository.default_branch ?? 'the default branch';
  return (
    <div className="space-y-1">
      <Checkbox
        id={`branch-protection-${repository.id}`}
        label={`Protect ${branch}: refuse force pushes and its deletion`}
        checked={repository.default_branch_protected}
        disabled={!mayChange || update.isPending}
        onChange={(event) =>
          update.mutate({ projectUid, repositoryId: repository.id, isProtected: event.target.checked })
        }
      />
      <p className="pl-6 text-xs text-zinc-500">
        {mayChange ? 'Other branches are never protected.' : roleRefusal('manage repositories')}
      </p>
      {update.isError && (
        <p role="alert" className="pl-6 text-xs text-red-600">
          {update.error.message}
        </p>
      )}
    </div>
  );
}
