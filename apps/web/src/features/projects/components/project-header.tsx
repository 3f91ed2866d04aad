import type { Project } from '@aerie/contract';
import { ChevronRight, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';

import { ProjectFormModal } from './project-form-modal';

/** The project area's title: breadcrumb, name, status and category, with Edit (any member may edit). */
export function ProjectHeader({ project }: { project: Project }) {
  const [isEditing, setIsEditing] = useState(false);
  const notice = useNotice();
  return (
    <div className="mb-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-sm text-zinc-500">
          <Link to="/dashboard/projects" className="shrink-0 hover:text-zinc-900">
            Projects
          </Link>
          <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
          <Link to={`/dashboard/project/${project.u_id}`} className="truncate hover:text-zinc-900">
            {project.name}
          </Link>
        </nav>
        <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 truncate text-xl font-semibold tracking-tight text-zinc-900">{project.name}</h1>
        <Badge tone={project.status === 'active' ? 'active' : 'inactive'}>{project.status.toLowerCase()}</Badge>
        <Badge tone="info">{project.category.name}</Badge>
      </div>
      <p className="mt-1 line-clamp-2 max-w-3xl text-sm text-zinc-500">{project.description}</p>
      <NoticeBanner notice={notice} className="mt-4" />
      {isEditing && (
        <ProjectFormModal open onOpenChange={setIsEditing} mode={{ kind: 'edit', project, onSaved: notice.show }} />
      )}
    </div>
  );
}
