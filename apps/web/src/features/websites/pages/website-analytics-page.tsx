import type { WebsiteAnalytics } from '@aerie/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { BarChart, type BarChartPoint } from '@/components/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useProjectContext } from '@/lib/project-context';

import { useWebsiteAnalytics } from '../api/get-website-analytics';
import { RankedList } from '../components/ranked-list';

const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function chartPoints(days: WebsiteAnalytics['days']): BarChartPoint[] {
  return days.map(({ day, views, visitors }) => {
    const date = new Date(`${day}T00:00:00Z`);
    return { label: longDay.format(date), shortLabel: shortDay.format(date), value: views, lineValue: visitors };
  });
}

/**
 * A site's visits over the last 30 days (issue 31): counted by the server as it serves the pages — no cookie and
 * no script on the published site — with the top pages, referrers, devices and addresses that were not found.
 */
export default function WebsiteAnalyticsPage() {
  const { project } = useProjectContext();
  const { uuid = '' } = useParams();
  const analytics = useWebsiteAnalytics(uuid);
  const data = analytics.data;
  const backTo = `/dashboard/project/${project.u_id}/builder`;

  return (
    <div className="space-y-6">
      <div>
        <Link
          to={backTo}
          className="inline-flex items-center gap-1 text-sm text-zinc-600 hover:text-zinc-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Websites
        </Link>
        <h2 className="mt-2 text-lg font-semibold text-zinc-900">
          Analytics{data ? <span className="text-zinc-500"> · {data.name}</span> : null}
        </h2>
        <p className="mt-1 text-sm text-zinc-500">
          The last 30 days (UTC), counted as pages are served: no cookies, no scripts. Bots are counted apart.
        </p>
      </div>

      {analytics.isPending ? (
        <div className="flex justify-center py-16" role="status">
          <Spinner className="size-6 text-accent-600" />
          <span className="sr-only">Loading analytics</span>
        </div>
      ) : analytics.isError ? (
        <LoadError title="The analytics could not be loaded" query={analytics} />
      ) : (
        <AnalyticsBody data={data!} />
      )}
    </div>
  );
}

function AnalyticsBody({ data }: { data: WebsiteAnalytics }) {
  const stats = [
    { label: 'Page views', value: data.totals.views },
    { label: 'Visitors', value: data.totals.visitors, hint: 'distinct per day, summed' },
    { label: 'Not found', value: data.totals.not_found },
    { label: 'Bots', value: data.totals.bots },
  ];
  const deviceTotal = data.devices.mobile + data.devices.tablet + data.devices.desktop;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} padding="sm">
            <dt className="text-xs font-medium text-zinc-500">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums">{stat.value.toLocaleString()}</dd>
            {stat.hint && <dd className="text-xs text-zinc-500">{stat.hint}</dd>}
          </Card>
        ))}
      </dl>

      <Card padding="sm" className="sm:p-6">
        <h3 className="mb-3 text-sm font-semibold text-zinc-900">Views and visitors per day</h3>
        <BarChart
          title="Page views and visitors per day, last 30 days"
          points={chartPoints(data.days)}
          valueName="Views"
          lineName="Visitors"
        />
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <RankedList
          title="Top pages"
          empty="No page views yet."
          items={data.top_pages.map((page) => ({ name: page.path, count: page.views }))}
        />
        <RankedList
          title="Top referrers"
          empty="No visits from other sites yet."
          items={data.top_referrers.map((referrer) => ({ name: referrer.host, count: referrer.views }))}
        />
        <RankedList
          title="Devices"
          empty="No page views yet."
          items={
            deviceTotal === 0
              ? []
              : (['desktop', 'mobile', 'tablet'] as const).map((device) => ({
                  name: device[0]!.toUpperCase() + device.slice(1),
                  count: data.devices[device],
                }))
          }
        />
        <RankedList
          title="Not found (404)"
          empty="No missing pages asked for."
          items={data.not_found.map((missing) => ({ name: missing.path, count: missing.count }))}
        />
      </div>
    </>
  );
}
