import { FolderPlus, Hammer, Rocket } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';

import { TEMPLATES } from '../data/templates';
import { CallToAction } from './call-to-action';
import { FeatureTabs } from './feature-tabs';
import { Section, SectionHeading } from './section-heading';
import { TemplateCard } from './template-card';

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

/** The home page below its hero: loaded after the first paint (see pages/home-page.tsx). */
export default function HomeBelowFold() {
  return (
    <>
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
          <ButtonLink to="/templates" variant="secondary" className="self-start sm:self-auto">
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
                <span className="text-sm font-medium text-zinc-500">0{index + 1}</span>
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
