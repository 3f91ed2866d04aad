import type { Project } from '@aerie/contract';
import { ChevronRight, FolderPlus, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface ProjectPickerModalProps {
  /** What the picked project is for, e.g. 'Create a website'; null keeps the dialog closed. */
  title: string | null;
  /** The section to open inside the picked project, e.g. `builder/create`. */
  section: string;
  projects: readonly Project[];
  onClose: () => void;
}

/** The overview's project picker (docs/product.md § Dashboard overview): choose the project to work in, or create a new one. */
export function ProjectPickerModal({ title, section, projects, onClose }: ProjectPickerModalProps) {
  return (
    <Modal
      open={title !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title ?? ''}
      description="Choose the project it belongs to."
      footer={
        <ButtonLink to="/dashboard/projects/create" variant="secondary">
          <Plus className="size-4" aria-hidden="true" />
          Create New Project
        </ButtonLink>
      }
    >
      {projects.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <FolderPlus className="size-6 text-zinc-400" aria-hidden="true" />
          <p className="text-sm font-medium text-zinc-900">No projects in this workspace yet</p>
          <p className="text-sm text-zinc-500">Create a project first; it takes less than a minute.</p>
        </div>
      ) : (
        <ul className="-mx-2 space-y-1">
          {projects.map((project) => (
            <li key={project.u_id}>
              <Link
                to={`/dashboard/project/${project.u_id}/${section}`}
                className="flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-xs font-semibold text-zinc-600 uppercase">
                  {project.name.slice(0, 2)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-zinc-900">{project.name}</span>
                  <span className="block truncate text-xs text-zinc-500">{project.category.name}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
