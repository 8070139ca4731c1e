import { useEffect, useState, type ComponentType } from 'react';
import { registerToaster } from '@/lib/notify';

type ToasterType = ComponentType<Record<string, unknown>>;

/** A polite live region present from first paint; sonner's Toaster is mounted into it on demand. */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  const [mounted, setMounted] = useState<(() => void) | null>(null);

  useEffect(() => {
    registerToaster(
      (s) =>
        new Promise<void>((resolve) => {
          setMounted(() => resolve);
          setToaster(() => s.Toaster as unknown as ToasterType);
        }),
    );
  }, []);
  useEffect(() => {
    if (Toaster && mounted) mounted();
  }, [Toaster, mounted]);

  return (
    <div role="region" aria-label="Notifications" aria-live="polite">
      {Toaster && <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />}
    </div>
  );
}
