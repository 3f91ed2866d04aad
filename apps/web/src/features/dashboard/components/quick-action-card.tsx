import { ArrowRight, type LucideIcon } from 'lucide-react';

export interface QuickActionCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  onClick: () => void;
}

/** An overview shortcut that starts something inside a project, after the project is picked. */
export function QuickActionCard({ icon: Icon, title, text, onClick }: QuickActionCardProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex flex-col items-start rounded-xl border border-zinc-200 bg-white p-5 text-left shadow-xs shadow-zinc-900/5 transition-colors hover:border-accent-300 hover:bg-accent-50/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="mt-4 text-sm font-semibold text-zinc-900">{title}</span>
      <span className="mt-1 text-sm text-zinc-500">{text}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent-600 group-hover:text-accent-700">
        Get started
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </button>
  );
}
