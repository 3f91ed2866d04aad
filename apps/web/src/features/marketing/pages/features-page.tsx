import { Check } from 'lucide-react';
import { clsx } from 'clsx';

import { CallToAction } from '../components/call-to-action';
import { FeatureVisual } from '../components/feature-visual';
import { Section, SectionHeading } from '../components/section-heading';
import { FEATURE_SECTIONS } from '../data/features';

export default function FeaturesPage() {
  return (
    <>
      <section className="border-b border-zinc-100 bg-gradient-to-b from-accent-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24 sm:pb-16">
          <SectionHeading
            as="h1"
            eyebrow="Features"
            title="Everything you need to launch, in one workspace"
            description="Aerie brings the website builder, online store, code, servers and the team behind them into a single project, so nothing gets lost between tools."
          />
          <nav aria-label="Feature sections" className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-2">
            {FEATURE_SECTIONS.map(({ id, name, icon: Icon }) => (
              <a
                key={id}
                href={`#${id}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 py-1.5 text-sm text-zinc-700 shadow-xs transition hover:border-zinc-300 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <Icon className="size-4 text-accent-600" aria-hidden="true" />
                {name}
              </a>
            ))}
          </nav>
        </div>
      </section>

      {FEATURE_SECTIONS.map((feature, index) => {
        const Icon = feature.icon;
        return (
          <Section
            key={feature.id}
            id={feature.id}
            className={clsx('scroll-mt-16', index > 0 && 'border-t border-zinc-100')}
          >
            <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div className={clsx(index % 2 === 1 && 'lg:order-2')}>
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-accent-600">{feature.name}</span>
                </div>
                <h2 className="mt-4 text-2xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-3xl">
                  {feature.title}
                </h2>
                <p className="mt-4 text-base leading-7 text-zinc-600">{feature.text}</p>
                <ul className="mt-6 space-y-3">
                  {feature.points.map((point) => (
                    <li key={point} className="flex gap-3 text-sm leading-6 text-zinc-700">
                      <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <FeatureVisual id={feature.visual} className="min-h-56 content-center" />
            </div>
          </Section>
        );
      })}

      <CallToAction
        title="See it all in your own workspace"
        text="The Air plan is free forever for one project. No credit card, no time limit."
      />
    </>
  );
}
