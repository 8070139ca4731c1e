import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { bookingPicker as copy } from '@/content/booking';
import { formatDay, formatMonth, weekdays } from '@/features/booking/lib/format';
import { addMonths, clampTo, monthGrid, monthOf, moveFocus } from '@/features/booking/lib/grid-keys';

interface Props {
  /** ISO date → how many free times it has (dates without any may be left out). */
  days: Record<string, number>;
  /** The first and last dates focus can reach. */
  first: string;
  last: string;
  selected: string | null;
  onSelect: (day: string) => void;
  /** The visitor's date. */
  today: string;
}

const navClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent';
// min-w-9 below sm: seven 44 px columns overflow a 320 px screen; 36×44 is still well over WCAG's 24.
const dayClass =
  'relative min-h-11 w-full min-w-9 rounded-lg border-2 text-sm tabular-nums sm:min-w-11 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const dayState = {
  // Forced colours drop backgrounds: the system's highlight keeps the choice visible there.
  selected:
    'border-brand-700 bg-brand-700 font-bold text-white forced-colors:border-[Highlight] ' +
    'forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none',
  open: 'border-brand-600 font-bold text-brand-700 hover:bg-brand-50',
  // Struck through as well as muted, so "no times" never rests on colour alone.
  closed: 'cursor-default border-transparent text-slate-600 line-through',
};
const todayMark =
  "after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-current after:content-['']";

const chevron = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * An inline month grid of the dates that can be booked, with the APG date picker's keyboard model:
 * one date in the Tab order, the arrows, Home/End and Page Up/Down (with Shift, a year) move among
 * the dates in [first, last], and Enter or Space chooses one that has free times.
 */
export function DateGrid({ days, first, last, selected, onSelect, today }: Props) {
  // Until the visitor moves: the chosen date, else the first with free times (on a month's last
  // day, once its times are gone, today's month would show none), else today.
  const [focusedDay, setFocusedDay] = useState<string | null>(selected);
  const firstOpen = Object.keys(days)
    .filter((day) => days[day]! > 0 && day >= first && day <= last)
    .sort()[0];
  // A selection from outside (restored, or changed by the page) brings its month into view.
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    if (selected) setFocusedDay(selected);
  }
  // Clamped here, not in state: the bounds may move (the data refreshes, the day rolls over).
  const focused = clampTo(focusedDay ?? firstOpen ?? today, first, last);
  const month = monthOf(focused);
  // Roving tab stop: the date last focused (until the visitor moves, the one it opened on), so Tab
  // out and back returns to where they were.
  const tabStop = focused;

  const grid = useRef<HTMLTableElement>(null);
  /** Set when a key moved focus: only then does the new date's button take DOM focus. */
  const keyMoved = useRef(false);
  const headingId = useId();
  const hintId = useId();

  const button = (day: string) => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);

  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    button(focused)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    // Alt+arrows and the like belong to the browser and the screen reader.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const to = moveFocus(day, event.key, event.shiftKey);
    if (to === null) return;
    event.preventDefault();
    const next = clampTo(to, first, last);
    if (next === focused) {
      // No state change, so no effect: focus it here (a no-op at the edge of the range).
      button(next)?.focus();
      return;
    }
    keyMoved.current = true;
    setFocusedDay(next);
  };

  const canShow = (n: -1 | 1) => (n < 0 ? month > monthOf(first) : month < monthOf(last));
  // As Page Up/Down, but focus stays on the button (APG). aria-disabled rather than disabled: a
  // button disabled under the pointer or keyboard would drop focus to the page.
  const monthButton = (n: -1 | 1, label: string, path: string) => (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!canShow(n) || undefined}
      onClick={() => {
        if (canShow(n)) setFocusedDay(clampTo(addMonths(focused, n), first, last));
      }}
      className={navClass}
    >
      {chevron(path)}
    </button>
  );

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        {monthButton(-1, copy.previousMonth, 'm15 18-6-6 6-6')}
        <h3 id={headingId} aria-live="polite" className="text-base font-semibold text-slate-900">
          {formatMonth(month)}
        </h3>
        {monthButton(1, copy.nextMonth, 'm9 18 6-6-6-6')}
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-2 w-full table-fixed border-separate border-spacing-0.5 text-center"
      >
        <thead>
          <tr>
            {weekdays().map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className="pb-1 text-xs font-semibold text-slate-600">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} />;
                const count = days[day] ?? 0;
                const open = count > 0 && day >= first && day <= last;
                const isSelected = day === selected;
                const label = [
                  formatDay(day),
                  day === today && copy.today,
                  open ? copy.someTimes(count) : copy.noTimes,
                  // aria-selected sits on the cell, which screen readers skip when the button has focus.
                  isSelected && copy.selected,
                ];
                return (
                  <td key={col} role="gridcell" aria-selected={isSelected || undefined}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-label={label.filter(Boolean).join(', ')}
                      aria-disabled={!open || undefined}
                      onClick={() => {
                        if (open) onSelect(day);
                      }}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      onFocus={() => setFocusedDay(day)}
                      className={`${dayClass} ${dayState[isSelected ? 'selected' : open ? 'open' : 'closed']} ${day === today ? todayMark : ''}`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {copy.keyboardHint}
      </p>
    </div>
  );
}
