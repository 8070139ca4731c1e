// "Notify me of new leads on this device": with the staff worker main.tsx registered, asks for
// permission, subscribes with the server's VAPID key (from the page's data) and hands the
// subscription to the server. Whether this device is subscribed is the browser's to say.
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { StaffApiError } from '@/features/staff/api/client';
import { subscribePush, unsubscribePush } from '@/features/staff/api/push';
import { activeStaffRegistration, staffRegistration } from '@/features/staff/lib/staff-worker';

const t = staffCopy.push;

const keyBytes = (base64url: string) => {
  const bin = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This device's push subscription, if any: the staff worker's (no wait for it to be active). */
const currentSubscription = async () => (await (await staffRegistration()).pushManager.getSubscription()) ?? null;

export function PushToggle({ publicKey }: { publicKey: string | null }) {
  const [subscribed, setSubscribed] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!publicKey || !supported()) return;
    let live = true;
    currentSubscription().then(
      (sub) => live && setSubscribed(!!sub),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [publicKey]);

  if (!publicKey) return null;
  if (!supported()) return <p className="text-sm">{t.unsupported}</p>;

  const act = async (step: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await step();
    } catch (e) {
      setMessage(e instanceof StaffApiError ? e.message : staffCopy.error);
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    act(async () => {
      if ((await Notification.requestPermission()) !== 'granted') return setMessage(t.denied);
      const reg = await activeStaffRegistration();
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const { endpoint, keys } = sub.toJSON();
      await subscribePush({ endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } });
      setSubscribed(true);
      setMessage(t.on);
    });
  const turnOff = () =>
    act(async () => {
      const sub = await currentSubscription();
      if (sub) {
        await unsubscribePush(sub.endpoint);
        await sub.unsubscribe();
      }
      setSubscribed(false);
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={subscribed ? turnOff : turnOn}
        disabled={busy}
        aria-pressed={subscribed}
        className={buttonClass('outline')}
      >
        {subscribed ? t.turnOff : t.turnOn}
      </button>
      <p role="status" className="text-sm">
        {message}
      </p>
    </div>
  );
}
