import { useId, useState } from 'react';

export interface BarChartPoint {
  /** Read out and shown on hover: "Mon 3 Nov". */
  label: string;
  /** Under the axis, for the first, middle and last points: "3 Nov". */
  shortLabel: string;
  value: number;
  /** Drawn as a line over the bars (visitors over views, for instance). */
  lineValue?: number;
}

export interface BarChartProps {
  /** What the chart shows, its accessible name. */
  title: string;
  points: readonly BarChartPoint[];
  valueName: string;
  lineName?: string;
}

const WIDTH = 600;
const HEIGHT = 180;

/**
 * A small bar chart in SVG (with an optional line over it), sized by its container: the SVG stretches, the
 * labels are HTML so they stay crisp at any width (375 px included). Screen readers get the numbers as a table,
 * not the drawing; "Show the numbers" puts that table on screen, since a bar's own numbers show only under a
 * pointer (docs/accessibility.md). No chart library: this one costs a few hundred bytes (bench/bundle-size.mjs).
 */
export function BarChart({ title, points, valueName, lineName }: BarChartProps) {
  const tableId = useId();
  const [showsNumbers, setShowsNumbers] = useState(false);
  const top = Math.max(1, ...points.map((point) => Math.max(point.value, point.lineValue ?? 0)));
  const slot = WIDTH / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const line = lineName
    ? points.map((point, index) => `${index * slot + slot / 2},${y(point.lineValue ?? 0)}`).join(' ')
    : null;
  const ticks = points.length > 2 ? [0, Math.floor((points.length - 1) / 2), points.length - 1] : [0];

  return (
    <figure className="space-y-2">
      <div className="flex items-center gap-4 text-xs text-zinc-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-accent-500" />
          {valueName}
        </span>
        {lineName && (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded bg-zinc-800" />
            {lineName}
          </span>
        )}
        <span className="ml-auto tabular-nums">max {top.toLocaleString()}</span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-40 w-full overflow-visible border-b border-zinc-200 sm:h-48"
        aria-hidden="true"
        focusable="false"
      >
        {[0.25, 0.5, 0.75].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT * fraction}
            y2={HEIGHT * fraction}
            className="stroke-zinc-100"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {points.map((point, index) => (
          <rect
            key={point.label}
            x={index * slot + (slot - barWidth) / 2}
            y={y(point.value)}
            width={barWidth}
            height={HEIGHT - y(point.value)}
            rx={2}
            className="fill-accent-500"
          >
            <title>{`${point.label}: ${point.value} ${valueName.toLowerCase()}${lineName ? `, ${point.lineValue ?? 0} ${lineName.toLowerCase()}` : ''}`}</title>
          </rect>
        ))}
        {line && (
          <polyline
            points={line}
            fill="none"
            className="stroke-zinc-800"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <div className="flex justify-between text-xs text-zinc-500" aria-hidden="true">
        {ticks.map((index) => (
          <span key={index}>{points[index]?.shortLabel}</span>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={showsNumbers}
        aria-controls={tableId}
        onClick={() => setShowsNumbers(!showsNumbers)}
        className="rounded text-xs font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        {showsNumbers ? 'Hide the numbers' : 'Show the numbers'}
      </button>
      {/* sr-only on the table itself would not shrink it (a table keeps its rows' height): it hung below the page. */}
      <div id={tableId} className={showsNumbers ? undefined : 'sr-only'}>
        <table className="w-full text-left text-xs text-zinc-700 tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="text-zinc-500">
            <tr className="border-b border-zinc-200">
              <th scope="col" className="py-1.5 font-medium">
                Day
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {valueName}
              </th>
              {lineName && (
                <th scope="col" className="py-1.5 text-right font-medium">
                  {lineName}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row" className="py-1 font-normal">
                  {point.label}
                </th>
                <td className="py-1 text-right">{point.value}</td>
                {lineName && <td className="py-1 text-right">{point.lineValue ?? 0}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}
