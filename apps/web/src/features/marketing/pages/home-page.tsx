import { ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

import { HeroSignup } from '../components/hero-signup';
import { ProductShot } from '../components/product-shot';

/**
 * Everything under the hero is below the fold on any screen (the product shot alone is 300-420 px tall),
 * so it loads after the first paint: the tabs' Radix code and the template art stay out of the first chunk.
 */
const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

export default function HomePage() {
  const hasPainted = useAfterFirstPaint();
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-[640px] bg-[radial-gradient(50%_60%_at_50%_30%,var(--color-accent-100),transparent_70%)]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,#f4f4f5_1px,transparent_1px),linear-gradient(to_bottom,#f4f4f5_1px,transparent_1px)] [mask-image:radial-gradient(60%_50%_at_50%_20%,#000,transparent)] bg-[size:48px_48px]"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28">
          <div className="mx-auto max-w-3xl text-center">
            <Link
              to="/features"
              className="inline-flex items-center gap-2 rounded-full border border-zinc-200 bg-white/80 py-1 pr-3 pl-1 text-xs font-medium text-zinc-600 shadow-xs transition hover:border-zinc-300 hover:text-zinc-900"
            >
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-accent-700">
                <Sparkles className="size-3" aria-hidden="true" />
                New
              </span>
              Git deployments to your own servers
              <ArrowRight className="size-3" aria-hidden="true" />
            </Link>
            <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-6xl">
              Build, host and grow online — <span className="text-accent-600">without code</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-zinc-600">
              Aerie puts websites, online stores, hosting, git deployments and your team in one place. Start with a
              template, sell with a store, and bring in an expert developer when you need one.
            </p>
            <div className="mt-10">
              <HeroSignup />
              <p className="mt-3 text-xs text-zinc-500">Free Air plan · No credit card required</p>
            </div>
          </div>

          <ProductShot className="mx-auto mt-16 max-w-5xl sm:mt-20" />
        </div>
      </section>

      {hasPainted && (
        <Suspense fallback={null}>
          <HomeBelowFold />
        </Suspense>
      )}
    </>
  );
}
