// One's private calendar feed: make a link (shown once; a new one replaces the old), or revoke it.
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { staffCopy } from '@/content/staff';
import { createFeed, revokeFeed } from '@/features/staff/api/calls';
import { messageOf } from '@/features/staff/api/client';
import { Alert } from './alert';
import { Section } from './section';

const t = staffCopy.calls;

export function CallFeed({ exists }: { exists: boolean }) {
  const [url, setUrl] = useState('');
  const [revoked, setRevoked] = useState(false);
  const [error, setError] = useState('');
  // Revoking removes its own button: focus goes to the one that makes a link.
  const create = useRef<HTMLButtonElement>(null);
  const run = async (step: () => Promise<void>) => {
    setError('');
    try {
      await step();
    } catch (e) {
      setError(messageOf(e, staffCopy.error));
    }
  };
  return (
    <Section id="feed" title={t.feed} className="space-y-3">
      <p className="max-w-3xl">{t.feedIntro}</p>
      <p>{exists ? t.feedExists : t.feedNone}</p>
      <div className="flex flex-wrap gap-3">
        <button
          ref={create}
          type="button"
          className={buttonClass()}
          onClick={() =>
            void run(async () => {
              setUrl((await createFeed()).url);
              setRevoked(false);
            })
          }
        >
          {exists ? t.newFeed : t.createFeed}
        </button>
        {exists && (
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() =>
              void run(async () => {
                await revokeFeed();
                setUrl('');
                setRevoked(true);
                create.current?.focus();
              })
            }
          >
            {t.revokeFeed}
          </button>
        )}
      </div>
      {/* Always there, so a new link (or its end) is announced when it comes. */}
      <div role="status" className={url ? 'space-y-1 rounded-lg border border-brand-300 bg-brand-50 p-4' : ''}>
        {url && (
          <>
            <p className="font-semibold">{t.feedUrl}:</p>
            <p className="font-mono text-sm break-all" data-feed-url>
              {url}
            </p>
            <p className="text-sm">{t.feedOnce}</p>
          </>
        )}
        {revoked && <p>{t.feedRevoked}</p>}
      </div>
      {error && <Alert>{error}</Alert>}
    </Section>
  );
}
