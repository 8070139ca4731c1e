import { useId } from 'react';
import { bookingPicker as copy } from '@/content/booking';
import { formatClock, formatTime } from '@/features/booking/lib/format';

interface Props {
  day: string | null;
  /** The day in words, for the heading ("Tuesday, December 8, 2026"). */
  dayLabel: string;
  times: { start: string }[];
  /** The zone the times are shown in. */
  timeZone: string;
  /** The chosen time's start, if any. */
  selected: string | null;
  onSelect: (start: string) => void;
  /** Its heading's level where it sits. */
  level?: 3 | 4;
}

const timeClass =
  'min-h-11 w-full rounded-lg border-2 border-brand-600 px-3 py-2 text-sm font-semibold tabular-nums ' +
  'text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white ' +
  // Forced colours drop backgrounds: the system's highlight keeps the choice visible there.
  'forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] ' +
  'forced-colors:aria-pressed:text-[HighlightText] forced-colors:aria-pressed:forced-color-adjust-none';

/** The free times of the chosen day, as toggle buttons: the chosen one is pressed. */
export function TimeList({ day, dayLabel, times, timeZone, selected, onSelect, level = 3 }: Props) {
  const headingId = useId();
  if (day === null) return <p className="text-sm text-slate-600">{copy.noDay}</p>;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        {copy.timesHeading(dayLabel)}
      </Heading>
      {times.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.noTimesLeft}</p>
      ) : (
        <ul role="list" aria-labelledby={headingId} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {times.map(({ start }) => (
            <li key={start}>
              {/* The zone is spoken, not shown: the visible time starts the name (WCAG 2.5.3). */}
              <button
                type="button"
                aria-pressed={start === selected}
                aria-label={formatTime(start, timeZone)}
                onClick={() => onSelect(start)}
                className={timeClass}
              >
                {formatClock(start, timeZone)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
