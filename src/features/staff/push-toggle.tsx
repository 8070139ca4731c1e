// "Notify me of new leads on this device": with the staff worker main.tsx registered, asks for
// permission, subscribes with the server's VAPID key and hands the subscription to the server.
import { useEffect, useState } from 'react';
import { staffCopy } from '@/content/staff';
import { call, StaffApiError } from './api';

const t = staffCopy.push;

const keyBytes = (base64url: string) => {
  const bin = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function PushToggle() {
  const [key, setKey] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call<{ publicKey: string | null }>('push-key').then(
      async ({ publicKey }) => {
        if (!live || !publicKey) return;
        setKey(publicKey);
        if (!supported()) return;
        // The staff worker main.tsx registered (scope /staff/, this page's).
        const reg = await navigator.serviceWorker.ready;
        const sub = await reg.pushManager.getSubscription();
        if (live) setSubscribed(!!sub);
      },
      // Offline or signed out: nothing to offer now.
      () => live && setKey(null),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!key) return null;
  if (!supported()) return <p className="text-sm">{t.unsupported}</p>;

  const turnOn = async () => {
    setBusy(true);
    setMessage('');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setMessage(t.denied);
        return;
      }
      const reg = await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
      await call('push-subscribe', { body: { subscription: sub.toJSON() } });
      setSubscribed(true);
      setMessage(t.on);
    } catch (e) {
      setMessage(e instanceof StaffApiError ? e.message : staffCopy.error);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    setMessage('');
    try {
      const reg = await navigator.serviceWorker.getRegistration('/staff/');
      const sub = await reg?.pushManager.getSubscription();
      if (sub) {
        await call('push-unsubscribe', { body: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      setSubscribed(false);
    } catch (e) {
      setMessage(e instanceof StaffApiError ? e.message : staffCopy.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={subscribed ? turnOff : turnOn}
        disabled={busy}
        aria-pressed={subscribed}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {subscribed ? t.turnOff : t.turnOn}
      </button>
      <p role="status" className="text-sm">
        {message}
      </p>
    </div>
  );
}
