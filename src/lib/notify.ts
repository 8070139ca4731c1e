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

/** Toasts still possibly on screen that a later state replaces: errors, and "saved for later". */
const replaceable = new Map<string | number, Kind>();

/**
 * Shows a toast; the visitor sees one state of a submission at a time. A success ("sent",
 * "delivered") first dismisses the earlier error and saved-for-later toasts: "Our server is busy"
 * beside "delivered" would contradict it. A saved-for-later toast dismisses earlier errors.
 */
export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  const { toast } = await load();
  for (const [id, k] of replaceable) {
    if (kind === 'error' || (kind === 'info' && k !== 'error')) continue;
    toast.dismiss(id);
    replaceable.delete(id);
  }
  const id = toast[kind](title, { description });
  if (kind !== 'success') replaceable.set(id, kind);
}
