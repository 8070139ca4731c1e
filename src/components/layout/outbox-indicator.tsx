import { Icon } from '@/components/ui/icon';
import { outboxIndicator } from '@/content/app-shell';
import { pendingSubmissions } from '@/lib/pending-submissions';
import { useSharedValue } from '@/lib/use-shared-value';

/** '1 message waiting to send' in the header until the outbox is delivered. */
export function OutboxIndicator({ className }: { className?: string }) {
  const count = useSharedValue(pendingSubmissions);
  return (
    <div role="status" className={className}>
      {count > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950">
          <Icon name="clock" className="size-4 shrink-0" />
          <span aria-hidden="true" className="sm:hidden">
            {count}
          </span>
          <span className="sr-only sm:not-sr-only">{outboxIndicator.label(count)}</span>
        </span>
      )}
    </div>
  );
}
