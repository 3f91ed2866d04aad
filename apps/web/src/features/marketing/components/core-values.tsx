import { DELAYS_MS } from '@aerie/contract';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';

import { CORE_VALUES } from '../data/company';

/** Core values, one at a time, moving on every few seconds (docs/product.md § About page, § Delays). */
export function CoreValues() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % CORE_VALUES.length),
      DELAYS_MS.aboutValuesRotate,
    );
    return () => window.clearInterval(timer);
  }, []);

  const value = CORE_VALUES[index] ?? CORE_VALUES[0]!;
  const Icon = value.icon;

  return (
    <div className="mx-auto max-w-2xl">
      <div
        aria-roledescription="carousel"
        aria-label="Core values"
        className="flex min-h-64 flex-col items-center justify-center rounded-2xl border border-zinc-200 bg-white px-6 py-10 text-center shadow-sm sm:px-12"
      >
        <div
          key={value.title}
          className="flex flex-col items-center transition-opacity duration-500 starting:opacity-0"
        >
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-zinc-900">{value.title}</h3>
          <p className="mt-3 max-w-md text-base leading-7 text-zinc-600">{value.text}</p>
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-1">
        {CORE_VALUES.map((item, itemIndex) => (
          <button
            key={item.title}
            type="button"
            onClick={() => setIndex(itemIndex)}
            aria-label={`Show value ${itemIndex + 1}: ${item.title}`}
            aria-current={itemIndex === index ? 'true' : undefined}
            className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <span
              className={clsx(
                'h-2 rounded-full transition-all',
                itemIndex === index ? 'w-6 bg-accent-600' : 'w-2 bg-zinc-300 hover:bg-zinc-400',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
