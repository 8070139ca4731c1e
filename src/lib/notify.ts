// Toasts load sonner on first use, so it costs nothing on first paint. The region that hosts
// them (components/layout/toast-region) is in the server HTML, so screen readers already watch it.
type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let loading: Promise<Sonner> | null = null;
let mountToaster: ((s: Sonner) => Promise<void>) | null = null;

/** Called by the region once it is on the page. */
export function registerToaster(mount: (s: Sonner) => Promise<void>) {
  mountToaster = mount;
}

/** A failed load is not kept: the next toast tries again. */
function load(): Promise<Sonner> {
  loading ??= import('sonner').then(
    async (s) => {
      await mountToaster?.(s);
      return s;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** Fetches sonner ahead of need, so a toast can still show if the connection drops meanwhile. */
export function preloadToasts(): void {
  import('sonner').catch(() => undefined);
}

/** Error toasts still possibly on screen ("Validation Error", "Error"). */
const errorToasts = new Set<string | number>();

/**
 * Shows a toast. A success or saved-for-later toast first dismisses the earlier error toasts: an
 * old "Validation Error" beside "Message sent!" would contradict it.
 */
export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  const { toast } = await load();
  if (kind !== 'error') {
    for (const id of errorToasts) toast.dismiss(id);
    errorToasts.clear();
  }
  const id = toast[kind](title, { description });
  if (kind === 'error') errorToasts.add(id);
}
