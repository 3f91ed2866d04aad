import { CUSTOM_DOMAIN_PRICE_USD, MARKETING, PLANS, planWithMore } from '@aerie/contract';
import { Check, Code2, LayoutTemplate, Server, ShoppingBag, type LucideIcon } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { EXPERT_RATE } from '../data/expert-price';
import { formatUsd } from '../data/pricing';
import { FeatureVisual, type FeatureVisualId } from './feature-visual';

interface FeatureTab {
  value: FeatureVisualId;
  label: string;
  icon: LucideIcon;
  price: string;
  priceNote: string;
  title: string;
  items: string[];
}

/**
 * The cheapest paid plan: the builder is free on Air and paid plans start here (the first marketing copy said "from
 * $10/mo"; docs/spec-deviations.md).
 */
const firstPaidPlan = PLANS.find((plan) => plan.priceUsd > 0)!;
/** The first plans that deploy on push and connect one's own servers (the plan table). */
const pushFrom = planWithMore(PLANS[0].id, 'gitDeployments')!;
const ownServersFrom = planWithMore(PLANS[0].id, 'ownServers')!;

/** The home page's four product tabs (docs/product.md § Home page), priced from the plan table and the spec's marketing figures. */
const tabs: FeatureTab[] = [
  {
    value: 'builder',
    label: 'Website Builder',
    icon: LayoutTemplate,
    price: formatUsd(PLANS[0].priceUsd),
    priceNote: `on the ${PLANS[0].name} plan; paid plans from ${formatUsd(firstPaidPlan.priceUsd)}/mo`,
    title: 'Design pages visually, publish in one click',
    items: [
      'Drag-and-drop editor with ready-made blocks',
      'Free starter templates for any kind of site',
      'Responsive on phones, tablets and desktops',
      `A free Aerie subdomain, or your own domain with a $${CUSTOM_DOMAIN_PRICE_USD}/mo site plan`,
    ],
  },
  {
    value: 'store',
    label: 'Ecommerce Store',
    icon: ShoppingBag,
    price: `${MARKETING.ecommerceFeePercent}% transaction fee`,
    priceNote: 'No monthly store fee on top of your plan',
    title: 'Sell online with a storefront that is yours',
    items: [
      'Card payments through a trusted payment provider',
      'Products, stock and orders in one dashboard',
      'Storefront on your own address',
      'Seller accounts for everyone on your team',
    ],
  },
  {
    value: 'hosting',
    label: 'Hosting',
    icon: Server,
    price: formatUsd(PLANS[0].priceUsd),
    priceNote: `to start on the ${PLANS[0].name} plan`,
    title: 'Run your code on fast, managed servers',
    items: [
      `${MARKETING.hostingUptimePercent}% uptime, over ${MARKETING.hostingDataCenters} data centers`,
      `${MARKETING.hostingSpaceGb}GB hosting space to start`,
      `Deploy on every push, from the ${pushFrom.name} plan`,
      `Bring your own servers over SSH, from the ${ownServersFrom.name} plan`,
    ],
  },
  {
    value: 'experts',
    label: 'Experts',
    icon: Code2,
    price: `${EXPERT_RATE}/mo`,
    priceNote: 'For 1 developer, 1 day per week',
    title: 'Add a vetted developer to your project',
    items: [
      'Experienced developers who know Aerie inside out',
      'Scale up by developers or days per week',
      'They join your project board and repositories',
      'Pause or change your plan at any time',
    ],
  },
];

export function FeatureTabs() {
  return (
    <Tabs defaultValue="builder" className="items-center">
      <TabsList aria-label="Aerie products" className="max-sm:grid! max-sm:w-full max-sm:grid-cols-2">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="px-3 sm:px-4">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="w-full">
          <div className="grid items-center gap-8 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:gap-12">
            <div>
              <h3 className="text-2xl font-semibold tracking-tight text-zinc-900">{tab.title}</h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-semibold tracking-tight text-accent-600">{tab.price}</span>
                <span className="text-sm text-zinc-500">{tab.priceNote}</span>
              </p>
              <ul className="mt-6 space-y-3">
                {tab.items.map((item) => (
                  <li key={item} className="flex gap-3 text-sm leading-6 text-zinc-700">
                    <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <ButtonLink to="/register" className="mt-8">
                Get started
              </ButtonLink>
            </div>
            <FeatureVisual id={tab.value} />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
