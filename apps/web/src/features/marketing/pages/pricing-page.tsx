import { useState } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { BillingPeriodToggle, type BillingPeriod } from '../components/billing-period-toggle';
import { CallToAction } from '../components/call-to-action';
import { ExpertCalculator } from '../components/expert-calculator';
import { PlanCard } from '../components/plan-card';
import { SectionHeading } from '../components/section-heading';
import { plansFor, type PricingTab } from '../data/pricing';

const planTabs: { value: PricingTab; label: string }[] = [
  { value: 'website', label: 'Website' },
  { value: 'ecommerce', label: 'Ecommerce' },
  { value: 'hosting', label: 'Hosting' },
];

export default function PricingPage() {
  const [tab, setTab] = useState<PricingTab | 'expert'>('website');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <>
      <section className="bg-gradient-to-b from-accent-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-16 sm:px-6 sm:pt-24 sm:pb-24">
          <SectionHeading
            as="h1"
            eyebrow="Pricing"
            title="Simple plans that grow with you"
            description="Start free on Air. Move to Earth or Moon when you need more projects and deployments. No setup fees."
          />

          <Tabs
            value={tab}
            onValueChange={(value) => setTab(value as PricingTab | 'expert')}
            className="mt-10 items-center gap-8"
          >
            <TabsList aria-label="Product">
              {planTabs.map((planTab) => (
                <TabsTrigger key={planTab.value} value={planTab.value} className="sm:px-4">
                  {planTab.label}
                </TabsTrigger>
              ))}
              <TabsTrigger value="expert" className="sm:px-4">
                Expert
              </TabsTrigger>
            </TabsList>

            {tab !== 'expert' && <BillingPeriodToggle value={period} onChange={setPeriod} />}

            {planTabs.map((planTab) => (
              <TabsContent key={planTab.value} value={planTab.value} className="w-full">
                <div className="grid gap-6 pt-2 md:grid-cols-3">
                  {plansFor(planTab.value).map((plan) => (
                    <PlanCard key={plan.id} plan={plan} />
                  ))}
                </div>
              </TabsContent>
            ))}
            <TabsContent value="expert" className="w-full">
              <ExpertCalculator />
            </TabsContent>
          </Tabs>
        </div>
      </section>

      <CallToAction
        title="Not sure which plan fits?"
        text="Start on Air for free and upgrade from your dashboard whenever you are ready."
      />
    </>
  );
}
