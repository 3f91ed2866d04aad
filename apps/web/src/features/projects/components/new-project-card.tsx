import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** The dashed first tile of the projects grid (docs/product.md § Creating a project): the way to a new project. */
export function NewProjectCard() {
  return (
    <Link
      to="/dashboard/projects/create"
      className="group flex items-center gap-4 rounded-xl border-2 border-dashed border-zinc-300 bg-white/60 p-5 text-left sm:min-h-56 sm:flex-col sm:justify-center sm:gap-3 sm:p-6 sm:text-center transition-colors hover:border-accent-400 hover:bg-accent-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100 transition-colors group-hover:bg-accent-100">
        <Plus className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-zinc-900">Create new project</span>
        <span className="mt-1 block text-sm text-zinc-500">Start with a name, a description and a category.</span>
      </span>
    </Link>
  );
}
