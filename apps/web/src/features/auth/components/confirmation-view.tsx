import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ConfirmationViewProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
}

/** The "it worked, here is what happens next" step of an auth flow. */
export function ConfirmationView({ icon: Icon, title, children, actions }: ConfirmationViewProps) {
  return (
    <div>
      <div className="mb-6 flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
      <div className="mt-2 space-y-3 text-sm text-zinc-600">{children}</div>
      {actions && <div className="mt-8 flex flex-col gap-3">{actions}</div>}
    </div>
  );
}
