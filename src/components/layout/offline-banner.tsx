import { Icon } from '@/components/ui/icon';
import { offlineBanner } from '@/content/app-shell';
import { useOnline } from '@/lib/use-online';

/**
 * Says so while the browser is offline, inside the sticky header, so it pushes the page down
 * rather than covering it. The status region is always present, so it is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <Icon name="wifi-off" className="size-4 shrink-0" />
          {offlineBanner.text}
        </p>
      )}
    </div>
  );
}
