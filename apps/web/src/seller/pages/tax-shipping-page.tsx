import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toMajorText } from '@/lib/money';

import { useTaxShipping } from '../api/get-tax-shipping';
import { PageHeader } from '../components/page-header';
import { ShippingZoneCard } from '../components/shipping-zone-card';
import { TaxSettingsCard } from '../components/tax-settings-card';

/** Tax settings and shipping zones (docs/product.md § Stores, tax and shipping). */
export function TaxShippingPage() {
  const settings = useTaxShipping();
  const [adding, setAdding] = useState(false);
  if (settings.isPending) return <Spinner className="size-6" />;
  if (settings.isError) return <p className="text-sm text-red-700">{settings.error.message}</p>;
  const { tax, zones, currency, flat_shipping_rate } = settings.data;
  return (
    <>
      <PageHeader
        title="Tax & shipping"
        description="What buyers pay on top of your prices, by where the order goes."
      />
      <div className="space-y-6">
        <TaxSettingsCard tax={tax} />
        <section aria-labelledby="zones-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="zones-heading" className="text-lg font-semibold text-zinc-900">
                Shipping zones
              </h2>
              <p className="text-sm text-zinc-500">
                {zones.length
                  ? 'Buyers can choose only the countries of your zones.'
                  : `No zones yet: every country pays your flat rate of ${toMajorText(flat_shipping_rate, currency)} ${currency} (Settings).`}
              </p>
            </div>
            {!adding && <Button onClick={() => setAdding(true)}>Add a zone</Button>}
          </div>
          {adding && <ShippingZoneCard zone={null} currency={currency} onDone={() => setAdding(false)} />}
          {zones.map((zone) => (
            <ShippingZoneCard key={zone.uuid} zone={zone} currency={currency} />
          ))}
        </section>
      </div>
    </>
  );
}
