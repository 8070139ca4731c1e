import { useEffect, useRef, useState, type ComponentType } from 'react';
import { registerToaster } from '@/lib/notify';

type ToasterType = ComponentType<Record<string, unknown>>;

/** A polite live region present from first paint; sonner's Toaster is mounted into it on demand. */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  const mounted = useRef<(() => void) | null>(null);

  useEffect(() => {
    registerToaster(
      (s) =>
        new Promise<void>((resolve) => {
          mounted.current = resolve;
          setToaster(() => s.Toaster as unknown as ToasterType);
        }),
    );
  }, []);
  // Toasts are sent only once the Toaster is on the page and listening.
  useEffect(() => {
    if (Toaster) mounted.current?.();
  }, [Toaster]);

  return (
    <div role="region" aria-label="Notifications" aria-live="polite">
      {Toaster && <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />}
    </div>
  );
}
