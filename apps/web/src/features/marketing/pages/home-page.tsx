import { ArrowRight, FolderPlus, Hammer, Rocket, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

import { CallToAction } from '../components/call-to-action';
import { FeatureTabs } from '../components/feature-tabs';
import { HeroSignup } from '../components/hero-signup';
import { ProductShot } from '../components/product-shot';
import { Section, SectionHeading } from '../components/section-heading';
import { TemplateCard } from '../components/template-card';
import { TEMPLATES } from '../data/templates';

const steps = [
  {
    icon: FolderPlus,
    title: 'Create a project',
    text: 'A project keeps one business together: its websites, store, code, servers and the people working on it.',
  },
  {
    icon: Hammer,
    title: 'Build or bring your code',
    text: 'Design pages in the visual builder, open a store, or push an existing git repository.',
  },
  {
    icon: Rocket,
    title: 'Launch and grow',
    text: 'Publish to your domain, deploy to managed pilots and plan the next release on the task board.',
  },
];

export default function HomePage() {
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

      <Section className="border-t border-zinc-100 bg-zinc-50/60">
        <SectionHeading
          eyebrow="One platform"
          title="Everything your business runs on"
          description="Four products that work together, priced so you only pay for what you use."
        />
        <div className="mt-12">
          <FeatureTabs />
        </div>
      </Section>

      <Section>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            align="left"
            eyebrow="Templates"
            title="Start from a template"
            description="Every template is free, fully editable and responsive out of the box."
          />
          <ButtonLink to="/register" variant="secondary" className="self-start sm:self-auto">
            Browse all templates
          </ButtonLink>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEMPLATES.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </div>
      </Section>

      <Section className="border-t border-zinc-100">
        <SectionHeading eyebrow="How it works" title="From idea to live in an afternoon" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-zinc-200 bg-white p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-zinc-300">0{index + 1}</span>
              </div>
              <h3 className="mt-6 text-base font-semibold text-zinc-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-zinc-600">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction />
    </>
  );
}
