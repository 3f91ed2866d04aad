import { clsx } from 'clsx';
import { Check, FolderKanban, GitBranch, LayoutDashboard, Server, ShoppingBag, Users } from 'lucide-react';

import { LogoMark } from '@/components/brand/logo';

/**
 * A drawn (not photographed) Aerie dashboard in a browser frame for the home hero. Pure HTML and SVG so
 * it stays sharp, weighs nothing and works offline. Decorative: screen readers get one summary label.
 */
export function ProductShot({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="The Aerie dashboard: project totals, a traffic chart and a list of recent deployments"
      className={clsx('relative', className)}
    >
      <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-2xl shadow-accent-900/10 ring-1 ring-zinc-900/5">
        <BrowserBar />
        <div className="flex h-[300px] sm:h-[420px]">
          <Sidebar />
          <div className="min-w-0 flex-1 bg-zinc-50/70 p-3 sm:p-5">
            <div className="flex items-center justify-between">
              <div>
                <div className="text-[11px] text-zinc-500 sm:text-xs">Good Morning</div>
                <div className="text-sm font-semibold text-zinc-900 sm:text-base">Hi Maya</div>
              </div>
              <div className="flex gap-2">
                <span className="hidden rounded-md border border-zinc-200 bg-white px-2.5 py-1 text-[11px] text-zinc-600 sm:inline">
                  Hire an Expert
                </span>
                <span className="rounded-md bg-accent-600 px-2.5 py-1 text-[11px] font-medium text-white">
                  New project
                </span>
              </div>
            </div>

            <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:grid-cols-4 sm:gap-3">
              <Stat label="Projects" value="12" active="9" />
              <Stat label="Team" value="7" active="6" />
              <Stat label="Stores" value="3" active="3" className="hidden sm:block" />
              <Stat label="Websites" value="8" active="7" className="hidden sm:block" />
            </div>

            <div className="mt-3 grid gap-3 sm:mt-4 sm:grid-cols-5">
              <div className="rounded-lg border border-zinc-200 bg-white p-3 sm:col-span-3">
                <div className="flex items-center justify-between">
                  <span className="text-[11px] font-medium text-zinc-700 sm:text-xs">Site visits</span>
                  <span className="rounded-full bg-emerald-50 px-1.5 text-[10px] font-medium text-emerald-700">
                    +24%
                  </span>
                </div>
                <TrafficChart />
              </div>
              <div className="hidden rounded-lg border border-zinc-200 bg-white p-3 sm:col-span-2 sm:block">
                <div className="text-xs font-medium text-zinc-700">Deployments</div>
                <ul className="mt-2 space-y-2">
                  <Deploy branch="main" target="pilot-lon-1" status="Live" />
                  <Deploy branch="feature/cart" target="pilot-fra-2" status="Building" />
                  <Deploy branch="main" target="my-vps" status="Live" />
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="absolute -bottom-6 right-4 hidden items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-lg shadow-zinc-900/10 sm:flex lg:-right-8">
        <span className="flex size-8 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Check className="size-4" aria-hidden="true" />
        </span>
        <div>
          <div className="text-xs font-semibold text-zinc-900">Deployed to pilot-lon-1</div>
          <div className="text-[11px] text-zinc-500">main · 3f9a2c1 · 42 s</div>
        </div>
      </div>
    </div>
  );
}

function BrowserBar() {
  return (
    <div className="flex items-center gap-3 border-b border-zinc-200 bg-zinc-50 px-3 py-2">
      <div className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-zinc-300" />
        <span className="size-2.5 rounded-full bg-zinc-300" />
        <span className="size-2.5 rounded-full bg-zinc-300" />
      </div>
      <div className="mx-auto w-full max-w-xs truncate rounded-md border border-zinc-200 bg-white px-3 py-0.5 text-center text-[11px] text-zinc-500">
        app.aerie.dev/dashboard
      </div>
      <div className="w-10" />
    </div>
  );
}

const sideItems = [
  { icon: LayoutDashboard, label: 'Dashboard', active: true },
  { icon: FolderKanban, label: 'Projects' },
  { icon: Users, label: 'Team' },
  { icon: GitBranch, label: 'Repositories' },
  { icon: Server, label: 'Hosting' },
  { icon: ShoppingBag, label: 'Stores' },
];

function Sidebar() {
  return (
    <div className="hidden w-44 shrink-0 flex-col border-r border-zinc-200 bg-white p-3 sm:flex">
      <div className="flex items-center gap-2 px-1">
        <LogoMark className="size-6" />
        <span className="text-sm font-semibold text-zinc-900">Aerie</span>
      </div>
      <div className="mt-4 rounded-md border border-zinc-200 px-2 py-1.5 text-[11px] text-zinc-600">
        Northwind Studio ▾
      </div>
      <ul className="mt-3 space-y-0.5">
        {sideItems.map(({ icon: Icon, label, active }) => (
          <li
            key={label}
            className={clsx(
              'flex items-center gap-2 rounded-md px-2 py-1.5 text-xs',
              active ? 'bg-accent-50 font-medium text-accent-700' : 'text-zinc-600',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-auto rounded-lg bg-gradient-to-br from-accent-500 to-accent-700 p-3 text-white">
        <div className="text-[11px] font-semibold">Open a store</div>
        <div className="mt-0.5 text-[10px] leading-4 text-white/80">Sell online in minutes</div>
      </div>
    </div>
  );
}

function Stat({
  label,
  value,
  active,
  className,
}: {
  label: string;
  value: string;
  active: string;
  className?: string;
}) {
  return (
    <div className={clsx('rounded-lg border border-zinc-200 bg-white p-2.5 sm:p-3', className)}>
      <div className="text-[10px] text-zinc-500 sm:text-[11px]">{label}</div>
      <div className="mt-0.5 text-base font-semibold text-zinc-900 sm:text-lg">{value}</div>
      <div className="text-[10px] font-medium text-emerald-700">{active} ACTIVE</div>
    </div>
  );
}

function TrafficChart() {
  return (
    <svg viewBox="0 0 300 110" className="mt-2 h-24 w-full sm:h-36" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id="aerie-hero-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent-500)', stopOpacity: 0.25 }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-500)', stopOpacity: 0 }} />
        </linearGradient>
      </defs>
      {[20, 50, 80].map((y) => (
        <line key={y} x1="0" x2="300" y1={y} y2={y} stroke="#f4f4f5" strokeWidth="1" />
      ))}
      <path
        d="M0 88 C20 84 30 70 50 72 S80 86 100 70 S130 44 150 50 S180 66 200 48 S235 22 255 28 S285 16 300 10 V110 H0Z"
        fill="url(#aerie-hero-area)"
      />
      <path
        d="M0 88 C20 84 30 70 50 72 S80 86 100 70 S130 44 150 50 S180 66 200 48 S235 22 255 28 S285 16 300 10"
        fill="none"
        style={{ stroke: 'var(--color-accent-600)' }}
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

function Deploy({ branch, target, status }: { branch: string; target: string; status: 'Live' | 'Building' }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border border-zinc-100 px-2 py-1.5">
      <div className="min-w-0">
        <div className="truncate text-[11px] font-medium text-zinc-800">{branch}</div>
        <div className="truncate text-[10px] text-zinc-500">{target}</div>
      </div>
      <span
        className={clsx(
          'shrink-0 rounded-full px-1.5 py-0.5 text-[10px] font-medium',
          status === 'Live' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700',
        )}
      >
        {status}
      </span>
    </li>
  );
}
