import { Avatar } from '@/components/ui/avatar';
import type { ProjectMember } from '@aerie/contract';
import { Crown } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';

import { fullName } from '../project-members';
import { isOwnerMember } from '@/lib/project-permissions';

/** Avatar, name with the 'Owner' marker, and the 'Joined' date of one project member. */
export function MemberIdentity({ member, showEmail = false }: { member: ProjectMember; showEmail?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        className="size-9"
        first={member.profile.first}
        last={member.profile.last}
        avatar={member.profile.avatar}
      />
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium text-zinc-900">{fullName(member.profile)}</span>
          {isOwnerMember(member) && (
            <Badge tone="warning" className="shrink-0">
              <Crown className="size-3" aria-hidden="true" />
              Owner
            </Badge>
          )}
        </p>
        <p className="truncate text-xs text-zinc-500">
          {showEmail ? member.profile.email : `Joined ${formatDate(member.created_at)}`}
        </p>
      </div>
    </div>
  );
}
