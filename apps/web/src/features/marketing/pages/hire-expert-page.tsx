import { Check, ClipboardList, Handshake, MessagesSquare, UserCheck } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';

import { CallToAction } from '../components/call-to-action';
import { FeatureVisual } from '../components/feature-visual';
import { Section, SectionHeading } from '../components/section-heading';
import { EXPERT_RATE, expertMonthlyMinor, formatExpertPrice } from '../data/expert-price';

const steps = [
  {
    icon: ClipboardList,
    title: 'Tell us what you need',
    text: 'Create a free account, open a project and describe the work: a custom feature, a store migration, an API, a fix.',
  },
  {
    icon: UserCheck,
    title: 'Meet your expert',
    text: 'We match you with a vetted developer who knows Aerie and your kind of project, usually within two working days.',
  },
  {
    icon: MessagesSquare,
    title: 'Work together in Aerie',
    text: 'Your expert joins the project as a collaborator, picks up cards on the task board and ships through your repositories.',
  },
];

const skills = [
  'Custom sections and integrations for your website',
  'Store setup, product imports and payment checks',
  'Moving existing code onto Aerie hosting',
  'Git workflows, build pipelines and deployments',
  'Performance, accessibility and SEO reviews',
  'Ongoing maintenance so your team can focus on the business',
];

const examples = [
  { developers: 1, days: 1, label: 'Maintenance' },
  { developers: 1, days: 3, label: 'A steady project' },
  { developers: 2, days: 5, label: 'A full-time team' },
];

export default function HireExpertPage() {
  const rate = EXPERT_RATE;
  return (
    <>
      <section className="bg-gradient-to-b from-accent-50/70 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-16 sm:px-6 sm:pt-24 sm:pb-24 lg:grid-cols-2">
          <div>
            <SectionHeading
              as="h1"
              align="left"
              eyebrow="Hire an expert"
              title="A developer on your team, one day at a time"
              description="When no-code is not enough, bring in an experienced developer who already knows Aerie. Pay only for the days you need, and change the plan whenever your project changes."
            />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/register" size="lg">
                Hire an expert
              </ButtonLink>
              <ButtonLink to="/pricing" size="lg" variant="secondary">
                See pricing
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-zinc-500">{rate}/mo for 1 developer, 1 day per week.</p>
          </div>
          <FeatureVisual id="experts" className="mx-auto w-full max-w-md" />
        </div>
      </section>

      <Section className="border-y border-zinc-100 bg-zinc-50/60">
        <SectionHeading eyebrow="How it works" title="From request to first commit" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-zinc-200 bg-white p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-base font-semibold text-zinc-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-zinc-600">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading align="left" eyebrow="What experts do" title="Skills for every stage of your project" />
            <ul className="mt-8 space-y-3">
              {skills.map((skill) => (
                <li key={skill} className="flex gap-3 text-sm leading-6 text-zinc-700">
                  <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                  {skill}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-zinc-200 bg-white p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <Handshake className="size-5 text-accent-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold text-zinc-900">Simple, per developer-day pricing</h2>
            </div>
            <p className="mt-3 text-sm leading-6 text-zinc-600">
              Every developer-day per week costs {rate} a month. Multiply developers by days per week to get your
              monthly price.
            </p>
            <ul className="mt-6 divide-y divide-zinc-100 rounded-xl border border-zinc-200">
              {examples.map((example) => (
                <li key={example.label} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div>
                    <p className="text-sm font-medium text-zinc-900">{example.label}</p>
                    <p className="text-xs text-zinc-500">
                      {example.developers} developer{example.developers > 1 ? 's' : ''} × {example.days} day
                      {example.days > 1 ? 's' : ''} a week
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-zinc-900">
                    {formatExpertPrice(expertMonthlyMinor(example.developers, example.days))}
                    <span className="font-normal text-zinc-500">/mo</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CallToAction
        title="Ready to meet your expert?"
        text="Create your free account, open a project and request a developer from your dashboard."
        action="Create your account"
      />
    </>
  );
}
