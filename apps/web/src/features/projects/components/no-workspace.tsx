import { Building2 } from 'lucide-react';

import { EmptyState } from '@/components/ui/empty-state';

/** Projects live in a workspace; a user without one is pointed at the sidebar's workspace menu. */
export function NoWorkspace() {
  return (
    <div className="mx-auto max-w-5xl">
      <EmptyState
        icon={Building2}
        title="Create a workspace first"
        description="Projects belong to a workspace. Open the workspace menu in the sidebar and choose Create New Workspace."
      />
    </div>
  );
}
