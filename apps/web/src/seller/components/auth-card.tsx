import type { ReactNode } from 'react';

/** The sign-in screens of the admin: one centred card, in the dashboard's sign-in look. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4 py-10">
      <main className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-xs shadow-zinc-900/5 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        <p className="mt-2 mb-6 text-sm text-zinc-500">{description}</p>
        {children}
      </main>
    </div>
  );
}
