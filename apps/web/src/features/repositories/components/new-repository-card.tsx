import { Plus } from 'lucide-react';

/** The dashed first tile of the repositories grid (001 §2): opens the Import / Create choice. */
export function NewRepositoryCard({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex items-center gap-4 rounded-xl border-2 border-dashed border-zinc-300 bg-white/60 p-5 text-left transition-colors hover:border-accent-400 hover:bg-accent-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:min-h-48 sm:flex-col sm:justify-center sm:gap-3 sm:p-6 sm:text-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100 transition-colors group-hover:bg-accent-100">
        <Plus className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-zinc-900">Add new repository</span>
        <span className="mt-1 block text-sm text-zinc-500">Import one from a connected platform or create one.</span>
      </span>
    </button>
  );
}
