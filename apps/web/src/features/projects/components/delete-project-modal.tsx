import { DELAYS_MS, MESSAGES, type Project } from '@aerie/contract';
import { useEffect, useRef } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { useDeleteProject, useReloadProjectLists } from '../api/delete-project';

export interface DeleteProjectModalProps {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
}

/**
 * Confirms a project deletion (docs/product.md § Editing and deleting a project): on success it says 'Project has been
 * successfully deleted.', closes after 3 s and the list reloads; a failure shows 'Operation cannot be performed…' (000
 * §8).
 */
export function DeleteProjectModal({ project, onClose }: DeleteProjectModalProps) {
  const deleteProject = useDeleteProject();
  const reloadLists = useReloadProjectLists();
  const isDeleted = deleteProject.isSuccess;

  const finish = () => {
    void reloadLists();
    deleteProject.reset();
    onClose();
  };
  const close = () => {
    if (deleteProject.isPending) return;
    if (isDeleted) finish();
    else {
      deleteProject.reset();
      onClose();
    }
  };

  // Keep the latest callback without restarting the 3 s timer when the parent re-renders.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  useEffect(() => {
    if (!isDeleted) return;
    const timer = window.setTimeout(() => finishRef.current(), DELAYS_MS.projectDelete);
    return () => window.clearTimeout(timer);
  }, [isDeleted]);

  return (
    <Modal
      open={project !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete project?"
      description={
        project && !isDeleted
          ? `“${project.name}” and everything in it will be removed for every member. This cannot be undone.`
          : undefined
      }
      footer={
        isDeleted ? undefined : (
          <>
            <Button variant="secondary" onClick={close} disabled={deleteProject.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={deleteProject.isPending}
              onClick={() => project && deleteProject.mutate({ uid: project.u_id, slug: project.workspace.slug })}
            >
              Delete project
            </Button>
          </>
        )
      }
    >
      {isDeleted ? (
        <Banner tone="success">{MESSAGES.projectDeleted}</Banner>
      ) : deleteProject.isError ? (
        <Banner tone="error" onDismiss={() => deleteProject.reset()}>
          {MESSAGES.operationFailed}
        </Banner>
      ) : (
        <p className="text-sm text-zinc-600">
          Websites, stores and collaborators of this project go with it. Members lose access straight away.
        </p>
      )}
    </Modal>
  );
}
