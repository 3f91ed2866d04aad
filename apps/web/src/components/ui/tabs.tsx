import { clsx } from 'clsx';
import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern: one active tab, arrow keys (and Home/End) move and activate,
 * only the active tab is in the tab order, and the panel is labelled by its tab. Our own rather than
 * Radix's (~10 KB gzipped with its dependencies): the pricing page shows tabs in its first paint.
 */
interface TabsState {
  value: string;
  select(value: string): void;
  idFor(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

export function Tabs({ value, defaultValue, onValueChange, className, ...rest }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const baseId = useId();
  const state: TabsState = {
    value: value ?? ownValue,
    select(next) {
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    idFor: (part, tabValue) => `${baseId}-${part}-${tabValue}`,
  };
  return (
    <TabsContext value={state}>
      <div className={clsx('flex flex-col gap-6', className)} {...rest} />
    </TabsContext>
  );
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEP[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-zinc-200 bg-zinc-100/70 p-1',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...rest}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...rest }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-selected={isActive}
      aria-controls={tabs.idFor('panel', value)}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? 'active' : 'inactive'}
      className={clsx(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-zinc-600 transition-colors',
        'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500',
        'data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...rest}
    />
  );
}

export function TabsContent({ value, className, ...rest }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  // Like Radix, an inactive panel is not rendered at all.
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      tabIndex={0}
      data-state="active"
      className={clsx(
        'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500',
        className,
      )}
      {...rest}
    />
  );
}
