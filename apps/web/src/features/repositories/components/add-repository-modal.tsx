import { RefreshCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useConnectedServices } from '../api/list-connected-services';
import { CreateRepositoryForm } from './create-repository-form';
import { ImportServiceTiles } from './import-service-tiles';

export interface AddRepositoryModalProps {
  open: boolean;
  onClose: () => void;
  projectUid: string;
  workspace: { id: number; slug: string };
  onCreated: (message: string) => void;
}

/**
 * 'Add new repository' (docs/product.md § Importing repositories): Import Repository from a connected platform, or
 * Create new Repository.
 */
export function AddRepositoryModal({ open, onClose, projectUid, workspace, onCreated }: AddRepositoryModalProps) {
  const services = useConnectedServices(workspace.id, open);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add new repository"
      description="Bring in a repository you already have, or start a new one."
    >
      <Tabs defaultValue="import" className="gap-5">
        {/* Short names on phones, so both fit side by side; the full ones stay the tabs' names. */}
        <TabsList aria-label="How to add it" className="w-full">
          <TabsTrigger value="import" className="flex-1" aria-label="Import Repository">
            <span className="sm:hidden">Import</span>
            <span className="hidden sm:inline">Import Repository</span>
          </TabsTrigger>
          <TabsTrigger value="create" className="flex-1" aria-label="Create new Repository">
            <span className="sm:hidden">Create new</span>
            <span className="hidden sm:inline">Create new Repository</span>
          </TabsTrigger>
        </TabsList>
        {services.isPending ? (
          <div className="flex justify-center py-8" role="status" aria-label="Loading your platforms…">
            <Spinner className="size-5 text-accent-600" />
          </div>
        ) : (
          <>
            <TabsContent value="import">
              {services.isError ? (
                <div className="flex flex-col items-center gap-3 py-6 text-center text-sm text-zinc-600">
                  <p>{services.error.message}</p>
                  <Button variant="secondary" size="sm" onClick={() => void services.refetch()}>
                    <RefreshCw className="size-4" aria-hidden="true" />
                    Try again
                  </Button>
                </div>
              ) : (
                <ImportServiceTiles projectUid={projectUid} integrations={services.data} />
              )}
            </TabsContent>
            <TabsContent value="create">
              {/* Aerie Git needs no integration, so creating works even when the platforms did not load. */}
              <CreateRepositoryForm
                projectUid={projectUid}
                workspaceSlug={workspace.slug}
                integrations={services.data ?? []}
                onCreated={onCreated}
                onCancel={onClose}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
    </Modal>
  );
}
