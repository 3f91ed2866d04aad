import { Compass, Feather, HeartHandshake, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';

export const TEAM = [
  {
    name: 'Maya Adeyemi',
    role: 'Co-founder & CEO',
    bio: 'Ran a web agency for eight years and wanted one place for every client project.',
    tone: 'bg-accent-100 text-accent-700',
  },
  {
    name: 'Tomás Reyes',
    role: 'Co-founder & CTO',
    bio: 'Built deployment tooling at scale; now makes servers boring in the best way.',
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    name: 'Priya Shah',
    role: 'Head of Design',
    bio: 'Designs the builder so that non-designers ship pages they are proud of.',
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    name: 'Daniel Okafor',
    role: 'Expert Network Lead',
    bio: 'Matches businesses with developers and keeps the bar for experts high.',
    tone: 'bg-emerald-100 text-emerald-700',
  },
] as const;

export function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface CoreValue {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const CORE_VALUES: CoreValue[] = [
  {
    icon: Feather,
    title: 'Simple by default',
    text: 'Every screen should make sense the first time you see it. Power is there when you need it, never in the way.',
  },
  {
    icon: ShieldCheck,
    title: 'Reliable foundations',
    text: 'Your site, store and servers run your business. We treat uptime, backups and security as features, not afterthoughts.',
  },
  {
    icon: HeartHandshake,
    title: 'Customers as partners',
    text: 'We build with the people who use Aerie every day and answer them like colleagues, not tickets.',
  },
  {
    icon: Compass,
    title: 'Own the outcome',
    text: 'We measure ourselves by what our customers launch, not by what we ship.',
  },
  {
    icon: Sparkles,
    title: 'Craft in the details',
    text: 'Small things — a clear error, a fast page, a thoughtful default — add up to a product people trust.',
  },
];
