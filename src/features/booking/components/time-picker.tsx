// The free times of a kind of call as a visitor picks one: the zone they are shown in (detected,
// changeable), a month grid of the next weeks (WAI-ARIA date picker) and the chosen day's times.
import { useId, useMemo, useState } from 'react';
import { bookingCopy } from '@/content/booking';
import { DateGrid } from '@/features/booking/components/date-grid';
import { TimeList } from '@/features/booking/components/time-list';
import { formatDay } from '@/features/booking/lib/format';
import { addDays } from '@/features/booking/lib/grid-keys';
import { dayIn, zoneChoices } from '@/features/booking/lib/zone-day';
import { hostDefaults } from '@/config/booking';

export function TimePicker({
  times,
  zone,
  onZone,
  selected,
  onSelect,
  level = 3,
}: {
  /** Free start times (ISO instants), ascending. */
  times: string[];
  zone: string;
  onZone: (zone: string) => void;
  selected: string | null;
  onSelect: (start: string) => void;
  /** Its headings' level where it sits. */
  level?: 3 | 4;
}) {
  const zoneId = useId();
  const byDay = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const t of times) {
      const d = dayIn(zone, t);
      m.set(d, [...(m.get(d) ?? []), t]);
    }
    return m;
  }, [times, zone]);
  const counts = useMemo(() => Object.fromEntries([...byDay].map(([d, ts]) => [d, ts.length])), [byDay]);
  const [now] = useState(Date.now);
  const today = dayIn(zone, now);
  // The default weeks, or further when a host offers further (or the visitor's zone is ahead).
  const latest = [...byDay.keys()].sort().at(-1) ?? today;
  const horizon = addDays(today, hostDefaults.horizonDays);
  const last = latest > horizon ? latest : horizon;
  const [day, setDay] = useState<string | null>(() => (selected ? dayIn(zone, selected) : null));
  const zones = useMemo(() => zoneChoices(zone), [zone]);
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={zoneId} className="block text-sm font-semibold text-slate-900">
          {bookingCopy.zoneLabel}
        </label>
        <select
          id={zoneId}
          value={zone}
          onChange={(e) => onZone(e.target.value)}
          className="mt-1 block min-h-11 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DateGrid days={counts} first={today} last={last} selected={day} onSelect={setDay} today={today} />
        <TimeList
          day={day}
          dayLabel={day ? formatDay(day) : ''}
          times={(day ? (byDay.get(day) ?? []) : []).map((start) => ({ start }))}
          timeZone={zone}
          selected={selected}
          onSelect={onSelect}
          level={level}
        />
      </div>
    </div>
  );
}
