import { GitBranch, LayoutTemplate, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link, Outlet } from 'react-router';

import { Logo } from '@/components/brand/logo';

import { useRouteDocumentTitle } from '../route-helpers';

const HIGHLIGHTS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: LayoutTemplate,
    title: 'Build without code',
    text: 'Start from a template and publish a website in an afternoon.',
  },
  { icon: ShoppingBag, title: 'Sell online', text: 'Open a store with its own address and take card payments.' },
  { icon: GitBranch, title: 'Host and deploy', text: 'Push a git repository to your own server or one of ours.' },
];

/** Sign-in screens: the form on one side, a quiet brand panel on the other; one column on phones. */
export function AuthLayout() {
  useRouteDocumentTitle();
  return (
    <div className="flex min-h-dvh bg-white">
      <div className="flex w-full flex-col px-6 py-8 sm:px-10 lg:w-1/2 lg:px-16">
        <Link
          to="/"
          aria-label="Aerie home"
          className="self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500 lg:hidden"
        >
          <Logo />
        </Link>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <Outlet />
          </div>
        </main>
        <p className="text-center text-xs text-zinc-500 lg:text-left">© {new Date().getFullYear()} Aerie</p>
      </div>

      <aside className="relative hidden overflow-hidden border-l border-zinc-200 bg-zinc-50 lg:flex lg:w-1/2 lg:flex-col lg:justify-between lg:p-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_60%_at_100%_0%,var(--color-accent-100),transparent)]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(var(--color-zinc-200)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_70%)]"
        />
        <Link
          to="/"
          aria-label="Aerie home"
          className="relative self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500"
        >
          <Logo />
        </Link>
        <div className="relative max-w-md">
          <h2 className="text-3xl font-semibold tracking-tight text-balance text-zinc-900">
            Websites, stores and servers, in one calm place.
          </h2>
          <p className="mt-4 text-base text-zinc-600">
            Aerie gives your team one workspace to build, sell, host and ship — without stitching five tools together.
          </p>
          <ul className="mt-10 space-y-6">
            {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-zinc-200 bg-white text-accent-600 shadow-xs">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-zinc-900">{title}</span>
                  <span className="block text-sm text-zinc-500">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-zinc-500">Start free on the Air plan and grow when you need to.</p>
      </aside>
    </div>
  );
}
