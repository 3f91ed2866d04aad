import { FEED_LANES, type EventLane } from '@aerie/contract';
import { useSearchParams } from 'react-router';

/**
 * The feed's lane and person filters, kept in the address (`?lane=sites&person=12`) so a filtered feed can
 * be reloaded and shared; anything unreadable there counts as no filter.
 */
export type ActivityFilters = ReturnType<typeof useActivityFilters>;

export function useActivityFilters() {
  const [search, setSearch] = useSearchParams();
  const laneParam = search.get('lane');
  const lane = FEED_LANES.includes(laneParam as EventLane) ? (laneParam as EventLane) : undefined;
  const personParam = Number(search.get('person'));
  const actor = Number.isSafeInteger(personParam) && personParam > 0 ? personParam : undefined;
  const set = (key: string, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    lane,
    actor,
    setLane: (value: EventLane | undefined) => set('lane', value),
    setActor: (value: number | undefined) => set('person', value === undefined ? undefined : String(value)),
  };
}
