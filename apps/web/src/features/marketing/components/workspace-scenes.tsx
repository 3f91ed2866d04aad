import { clsx } from 'clsx';
import { ArrowRight, Check, GitBranch, GitCommitHorizontal, Loader2, Mail, MessageSquare, Webhook } from 'lucide-react';

import { LogoMark } from '@/components/brand/logo';

/** Drawn scenes for the developer and team side of Aerie. */

export function RepositoriesScene() {
  const commits = [
    { hash: '3f9a2c1', message: 'Add checkout page', author: 'MA', when: '2m' },
    { hash: 'b71e0d4', message: 'Fix mobile navigation', author: 'DO', when: '1h' },
    { hash: '09cc5e2', message: 'Update product images', author: 'PS', when: '3h' },
  ];
  return (
    <div className="rounded-lg border border-zinc-200 bg-white">
      <div className="flex items-center justify-between border-b border-zinc-100 px-3 py-2">
        <span className="flex items-center gap-1.5 text-xs font-medium text-zinc-900">
          <GitBranch className="size-3.5 text-zinc-400" /> northwind/shop
        </span>
        <span className="rounded-md border border-zinc-200 px-1.5 py-0.5 font-mono text-[10px] text-zinc-600">
          main
        </span>
      </div>
      <ul className="divide-y divide-zinc-100">
        {commits.map((commit) => (
          <li key={commit.hash} className="flex items-center gap-3 px-3 py-2.5">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-[10px] font-semibold text-accent-700">
              {commit.author}
            </span>
            <span className="min-w-0 flex-1 truncate text-xs text-zinc-700">{commit.message}</span>
            <span className="font-mono text-[10px] text-zinc-500">{commit.hash}</span>
            <span className="hidden text-[10px] text-zinc-500 sm:inline">{commit.when}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DeploymentsScene() {
  const stages = [
    { label: 'Clone', done: true },
    { label: 'Build', done: true },
    { label: 'Release', done: false },
  ];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2 rounded-lg border border-zinc-200 bg-white p-3">
        {stages.map((stage, index) => (
          <div key={stage.label} className="flex flex-1 items-center gap-2">
            <span
              className={clsx(
                'flex size-6 shrink-0 items-center justify-center rounded-full',
                stage.done ? 'bg-emerald-100 text-emerald-700' : 'bg-accent-100 text-accent-700',
              )}
            >
              {stage.done ? <Check className="size-3.5" /> : <Loader2 className="size-3.5 animate-spin" />}
            </span>
            <span className="text-xs font-medium text-zinc-700">{stage.label}</span>
            {index < stages.length - 1 && <span className="hidden h-px flex-1 bg-zinc-200 sm:block" />}
          </div>
        ))}
      </div>
      <div className="rounded-lg bg-zinc-900 p-3 font-mono text-[11px] leading-5 text-zinc-400">
        <div>
          <span className="text-emerald-400">✓</span> npm ci — 412 packages
        </div>
        <div>
          <span className="text-emerald-400">✓</span> npm run build — 9.4 s
        </div>
        <div className="text-zinc-200">
          <span className="text-accent-200">›</span> switching pilot-lon-1 to release 27…
        </div>
      </div>
    </div>
  );
}

export function WorkflowScene() {
  const columns = [
    { title: 'To do', tone: 'bg-zinc-300', cards: ['Write launch email', 'Product photos'] },
    { title: 'In progress', tone: 'bg-amber-400', cards: ['Checkout page'] },
    { title: 'Done', tone: 'bg-emerald-500', cards: ['Connect domain', 'Pick template'] },
  ];
  return (
    <div className="grid grid-cols-3 gap-2">
      {columns.map((column) => (
        <div key={column.title} className="rounded-lg bg-white/70 p-2 ring-1 ring-zinc-200">
          <div className="mb-2 flex items-center gap-1.5 text-[11px] font-medium text-zinc-700">
            <span className={clsx('size-1.5 rounded-full', column.tone)} />
            <span className="truncate">{column.title}</span>
          </div>
          <div className="space-y-1.5">
            {column.cards.map((card) => (
              <div
                key={card}
                className="rounded-md border border-zinc-200 bg-white p-2 text-[10px] leading-4 text-zinc-700 shadow-xs"
              >
                {card}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function IntegrationsScene() {
  const apps = [
    { icon: Mail, label: 'Email', tone: 'bg-sky-100 text-sky-700', x: 22, y: 20 },
    { icon: MessageSquare, label: 'Chat', tone: 'bg-emerald-100 text-emerald-700', x: 78, y: 20 },
    { icon: Webhook, label: 'Webhooks', tone: 'bg-rose-100 text-rose-700', x: 22, y: 80 },
    { icon: GitCommitHorizontal, label: 'Git', tone: 'bg-amber-100 text-amber-700', x: 78, y: 80 },
  ];
  return (
    <div className="relative h-48">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full" preserveAspectRatio="none">
        {apps.map((app) => (
          <line
            key={app.label}
            x1="50"
            y1="50"
            x2={app.x}
            y2={app.y}
            stroke="#a5b4fc"
            strokeWidth="1.5"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {apps.map(({ icon: Icon, label, tone, x, y }) => (
        <div
          key={label}
          style={{ left: `${x}%`, top: `${y}%` }}
          className="absolute flex -translate-x-1/2 -translate-y-1/2 items-center gap-1.5 rounded-lg border border-zinc-200 bg-white px-2.5 py-1.5 text-[11px] font-medium whitespace-nowrap text-zinc-700 shadow-xs"
        >
          <span className={clsx('flex size-5 items-center justify-center rounded', tone)}>
            <Icon className="size-3" />
          </span>
          {label}
        </div>
      ))}
      <span className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-1.5 shadow-lg shadow-accent-600/20 ring-1 ring-zinc-200">
        <LogoMark className="size-10" />
      </span>
    </div>
  );
}

export function TransfersScene() {
  return (
    <div className="flex items-center gap-2 sm:gap-4">
      <Owner initials="NS" name="Northwind Studio" role="Agency" />
      <div className="flex flex-1 flex-col items-center gap-1">
        <div className="rounded-md border border-dashed border-accent-500 bg-white px-2 py-1 text-[10px] font-medium text-accent-700">
          bloom-bakery
        </div>
        <ArrowRight className="size-4 text-accent-600" />
      </div>
      <Owner initials="BB" name="Bloom Bakery" role="Client" />
    </div>
  );
}

function Owner({ initials, name, role }: { initials: string; name: string; role: string }) {
  return (
    <div className="flex w-24 flex-col items-center rounded-lg border border-zinc-200 bg-white p-3 text-center sm:w-32">
      <span className="flex size-9 items-center justify-center rounded-full bg-zinc-100 text-xs font-semibold text-zinc-700">
        {initials}
      </span>
      <span className="mt-2 text-[11px] leading-4 font-medium text-zinc-900">{name}</span>
      <span className="text-[10px] text-zinc-500">{role}</span>
    </div>
  );
}
