import { useId, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { installCopy } from '@/content/app-shell';
import { installPrompt } from '@/lib/app-status';
import { useSharedValue } from '@/lib/use-shared-value';

const noop = () => () => {};
/** iOS Safari has no install prompt; it gets Add-to-Home-Screen steps instead. */
const isIosBrowser = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) &&
  !(navigator as Navigator & { standalone?: boolean }).standalone &&
  !matchMedia('(display-mode: standalone)').matches;

/** 'Install app': only when the browser offers installation (beforeinstallprompt), or on iOS. */
export function InstallButton() {
  const prompt = useSharedValue(installPrompt);
  const ios = useSyncExternalStore(noop, isIosBrowser, () => false);
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();

  if (prompt) {
    const install = async () => {
      await prompt.prompt();
      await prompt.userChoice.catch(() => undefined);
      installPrompt.set(null); // A prompt can be used once.
    };
    return (
      <Button variant="ghost-light" onClick={install}>
        <Icon name="download" className="size-4" />
        {installCopy.button}
      </Button>
    );
  }
  if (!ios) return null;
  return (
    <div>
      <Button
        variant="ghost-light"
        aria-expanded={showSteps}
        aria-controls={stepsId}
        onClick={() => setShowSteps((s) => !s)}
      >
        <Icon name="download" className="size-4" />
        {installCopy.button}
      </Button>
      <div id={stepsId} hidden={!showSteps} className="mt-3 text-sm">
        <p className="font-semibold text-white">{installCopy.iosTitle}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {installCopy.iosSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
