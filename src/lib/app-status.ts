// Tiny shared values for the always-present header and footer controls. The code that fills them
// (IndexedDB, the service worker) loads after first paint; these values keep it out of that path.
// No React here: the boot entry captures the install prompt before React has loaded
// (lib/use-shared-value.ts reads one in a component), and its chunk carries this whole module, so
// a value only the app reads lives beside it (lib/pending-submissions.ts).

/** A value several parts of the page read and one sets; readers are told when it changes. */
export interface SharedValue<T> {
  /** The value before any update: what the prerendered HTML shows. */
  readonly initial: T;
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createSharedValue<T>(initial: T): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** Chromium's deferred install prompt (BeforeInstallPromptEvent), once it has fired. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installPrompt = createSharedValue<InstallPromptEvent | null>(null);

/** Must run before hydration: the browser fires the event once, early. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installPrompt.set(e as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
}
