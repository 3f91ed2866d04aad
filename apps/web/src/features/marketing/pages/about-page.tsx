import { Eye, Target } from 'lucide-react';

import { CallToAction } from '../components/call-to-action';
import { CoreValues } from '../components/core-values';
import { Section, SectionHeading } from '../components/section-heading';
import { initials, TEAM } from '../data/company';

export default function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24 sm:pb-16">
          <SectionHeading
            as="h1"
            eyebrow="About Aerie"
            title="We help people build on the web without waiting for permission"
            description="Aerie started in London in a small agency that was tired of stitching together a site builder, a shop, a git host, a server panel and a task board for every client. So we built one platform that does all of it."
          />
        </div>
      </section>

      <Section className="pt-8 sm:pt-12">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-zinc-200 bg-white p-6 sm:p-8">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
              <Eye className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-6 text-xl font-semibold text-zinc-900">Our vision</h2>
            <p className="mt-3 text-base leading-7 text-zinc-600">
              A world where anyone with an idea can put it online — a website, a store, an application — and run it as
              reliably as the largest companies do, without needing to write code first.
            </p>
          </div>
          <div className="rounded-2xl border border-zinc-200 bg-white p-6 sm:p-8">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
              <Target className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-6 text-xl font-semibold text-zinc-900">Our mission</h2>
            <p className="mt-3 text-base leading-7 text-zinc-600">
              Give individuals, startups and agencies one calm place to build, host, deploy and collaborate — and a
              trusted developer on call for the moments when no-code is not enough.
            </p>
          </div>
        </div>
      </Section>

      <Section className="border-t border-zinc-100 bg-zinc-50/60">
        <SectionHeading eyebrow="Core values" title="What we hold ourselves to" />
        <div className="mt-12">
          <CoreValues />
        </div>
      </Section>

      <Section>
        <SectionHeading
          eyebrow="Team"
          title="The people behind Aerie"
          description="A small team of builders, designers and operators who have shipped hundreds of client projects."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="rounded-2xl border border-zinc-200 bg-white p-6">
              <span
                className={`flex size-14 items-center justify-center rounded-full text-lg font-semibold ${member.tone}`}
                aria-hidden="true"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-5 text-base font-semibold text-zinc-900">{member.name}</h3>
              <p className="text-sm font-medium text-accent-600">{member.role}</p>
              <p className="mt-3 text-sm leading-6 text-zinc-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title="Build your next project with us" />
    </>
  );
}
