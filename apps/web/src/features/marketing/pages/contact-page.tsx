import { Clock, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';

import { SectionHeading } from '../components/section-heading';

/** Footer links (Community, Reseller) open this page with a topic so the message starts on the right foot. */
const topicMessages: Record<string, string> = {
  community: 'Hi Aerie team, I would like to join the Aerie community.',
  reseller: 'Hi Aerie team, I am interested in becoming an Aerie reseller.',
};

export default function ContactPage() {
  const [searchParams] = useSearchParams();
  const topic = searchParams.get('topic') ?? '';

  // The spec keeps the Send message button inert for now and forbids any call (docs/product.md § Contact page, § Hosts
  // and conventions).
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <section className="bg-gradient-to-b from-accent-50/70 to-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            as="h1"
            align="left"
            eyebrow="Contact"
            title="Talk to the people who build Aerie"
            description="Questions about plans, a project you want help with, or a partnership idea — send us a message and a real person will reply."
          />
          <ul className="mt-10 space-y-6">
            <ContactLine icon={MapPin} title="Office">
              Aerie Ltd, 20 Eastbourne Terrace, London W2 6LG
            </ContactLine>
            <ContactLine icon={Mail} title="Email">
              <a href="mailto:hello@aerie.dev" className="text-accent-600 hover:text-accent-700 hover:underline">
                hello@aerie.dev
              </a>
            </ContactLine>
            <ContactLine icon={Clock} title="Hours">
              Monday to Friday, 9:00–18:00 UK time
            </ContactLine>
          </ul>
        </div>

        <form
          onSubmit={handleSubmit}
          className="space-y-6 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8"
          aria-label="Contact form"
        >
          <Field label="Full name" htmlFor="contact-name">
            <Input id="contact-name" name="name" autoComplete="name" placeholder="Jane Cooper" />
          </Field>
          <Field label="Email" htmlFor="contact-email">
            <Input id="contact-email" name="email" type="email" autoComplete="email" placeholder="jane@company.com" />
          </Field>
          <Field label="Message" htmlFor="contact-message">
            <Textarea
              key={topic}
              id="contact-message"
              name="message"
              rows={6}
              placeholder="How can we help?"
              defaultValue={topicMessages[topic] ?? ''}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Send message
          </Button>
        </form>
      </div>
    </section>
  );
}

function ContactLine({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-zinc-200 bg-white text-accent-600 shadow-xs">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-semibold text-zinc-900">{title}</p>
        <p className="mt-1 text-sm leading-6 text-zinc-600">{children}</p>
      </div>
    </li>
  );
}
