import type { Project } from '@aerie/contract';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { CardDates } from '@/components/ui/card-dates';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface ProjectCardProps {
  project: Project;
  /** Only the project's admin sees the delete icon (docs/product.md § Roles and permissions). */
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One project in the list (docs/product.md § Creating a project): status, name, badges, dates, edit, open and (for admins) delete. */
export function ProjectCard({ project, canDelete, onEdit, onDelete }: ProjectCardProps) {
  return (
    <Card padding="none" className="flex flex-col transition-shadow hover:shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge tone={project.status === 'active' ? 'active' : 'inactive'}>{project.status.toLowerCase()}</Badge>
          {canDelete && (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${project.name}`}
              className="-m-1.5 rounded-lg p-1.5 text-zinc-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-zinc-900">{project.name}</h3>
          <p className="mt-1 line-clamp-2 text-sm text-zinc-500">{project.description}</p>
        </div>
        {project.badges.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {project.badges.map((badge) => (
              <Badge key={badge}>{badge}</Badge>
            ))}
          </div>
        )}
        <CardDates createdAt={project.created_at} updatedAt={project.updated_at} updatedLabel="Last edit" />
      </div>
      <div className="flex items-center gap-2 border-t border-zinc-100 px-5 py-3">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${project.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        <ButtonLink
          to={`/dashboard/project/${project.u_id}`}
          variant="secondary"
          size="sm"
          className="ml-auto"
          aria-label={`Open ${project.name}`}
        >
          Open
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
