import { clsx } from 'clsx';
import { CreditCard, GitCommitHorizontal, Image, Layers, MousePointer2, Type } from 'lucide-react';

/** Drawn scenes for the four products (builder, store, hosting, experts). */
export function BuilderScene() {
  return (
    <div className="flex gap-3">
      <div className="hidden w-24 shrink-0 flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-2 sm:flex">
        {[
          { icon: Type, label: 'Text' },
          { icon: Image, label: 'Image' },
          { icon: Layers, label: 'Section' },
        ].map(({ icon: Icon, label }) => (
          <div
            key={label}
            className="flex items-center gap-1.5 rounded-md border border-zinc-100 bg-zinc-50 px-2 py-1.5 text-[11px] text-zinc-600"
          >
            <Icon className="size-3" />
            {label}
          </div>
        ))}
      </div>
      <div className="relative flex-1 rounded-lg border border-zinc-200 bg-white p-3">
        <div className="h-2 w-16 rounded bg-zinc-800" />
        <div className="mt-4 rounded-md border-2 border-dashed border-accent-500 bg-accent-50/70 p-3">
          <div className="h-3 w-3/4 rounded bg-zinc-800" />
          <div className="mt-2 h-2 w-1/2 rounded bg-zinc-300" />
          <div className="mt-3 h-5 w-20 rounded-md bg-accent-600" />
        </div>
        <div className="mt-3 grid grid-cols-3 gap-2">
          <div className="h-12 rounded-md bg-amber-100" />
          <div className="h-12 rounded-md bg-sky-100" />
          <div className="h-12 rounded-md bg-rose-100" />
        </div>
        <MousePointer2 className="absolute top-16 right-6 size-5 fill-white text-zinc-900" />
      </div>
    </div>
  );
}

export function StoreScene() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-lg border border-zinc-200 bg-white p-3">
        <div className="h-24 rounded-md bg-gradient-to-br from-amber-100 to-rose-100" />
        <div className="mt-3 h-2.5 w-2/3 rounded bg-zinc-800" />
        <div className="mt-2 flex items-center justify-between">
          <span className="text-sm font-semibold text-zinc-900">£48.00</span>
          <span className="rounded-md bg-zinc-900 px-2 py-1 text-[10px] font-medium text-white">Add to cart</span>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3 text-[11px] text-zinc-600">
        <div className="font-medium text-zinc-900">Checkout</div>
        <div className="flex justify-between">
          <span>Ceramic mug ×2</span>
          <span>£48.00</span>
        </div>
        <div className="flex justify-between">
          <span>Shipping</span>
          <span>£4.00</span>
        </div>
        <div className="flex justify-between border-t border-zinc-100 pt-2 font-semibold text-zinc-900">
          <span>Total</span>
          <span>£52.00</span>
        </div>
        <div className="mt-auto flex items-center justify-center gap-1.5 rounded-md bg-accent-600 py-1.5 font-medium text-white">
          <CreditCard className="size-3" /> Pay by card
        </div>
      </div>
    </div>
  );
}

export function HostingScene() {
  const pilots = [
    { name: 'pilot-lon-1', region: 'London', load: 'w-2/5' },
    { name: 'pilot-fra-2', region: 'Frankfurt', load: 'w-3/5' },
    { name: 'pilot-nyc-1', region: 'New York', load: 'w-1/4' },
  ];
  return (
    <div className="space-y-2">
      {pilots.map((pilot) => (
        <div key={pilot.name} className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-3">
          <span className="size-2 shrink-0 rounded-full bg-emerald-500 ring-4 ring-emerald-100" />
          <div className="min-w-0 flex-1">
            <div className="text-xs font-medium text-zinc-900">{pilot.name}</div>
            <div className="text-[11px] text-zinc-500">{pilot.region}</div>
          </div>
          <div className="hidden w-24 sm:block">
            <div className="h-1.5 rounded-full bg-zinc-100">
              <div className={clsx('h-1.5 rounded-full bg-accent-500', pilot.load)} />
            </div>
          </div>
        </div>
      ))}
      <div className="flex items-center gap-2 rounded-lg bg-zinc-900 px-3 py-2 font-mono text-[11px] text-zinc-300">
        <GitCommitHorizontal className="size-3.5 text-emerald-400" />
        <span className="truncate">git push aerie main → deployed in 38 s</span>
      </div>
    </div>
  );
}

export function ExpertsScene() {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-100 text-sm font-semibold text-accent-700">
          DO
        </span>
        <div>
          <div className="text-sm font-medium text-zinc-900">Daniel Okafor</div>
          <div className="text-xs text-zinc-500">Full-stack developer · 8 yrs</div>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-5 gap-2">
        {days.map((day) => (
          <div
            key={day}
            className={clsx(
              'rounded-md border py-2 text-center text-[11px] font-medium',
              day === 'Tue' ? 'border-accent-500 bg-accent-50 text-accent-700' : 'border-zinc-200 text-zinc-500',
            )}
          >
            {day}
          </div>
        ))}
      </div>
      <div className="mt-4 space-y-2 text-[11px] text-zinc-600">
        <div className="flex items-center gap-2">
          <span className="size-1.5 rounded-full bg-emerald-500" /> Set up checkout on the store
        </div>
        <div className="flex items-center gap-2">
          <span className="size-1.5 rounded-full bg-amber-500" /> Connect the API repository
        </div>
      </div>
    </div>
  );
}
