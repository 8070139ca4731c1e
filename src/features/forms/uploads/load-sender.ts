// The page's upload code: tus-js-client, loaded on demand, the first time a queued submission with
// files is sent (or as soon as a file is chosen: file-field preloads it). Handed explicitly to every
// send the page makes (use-submit.ts, the queue's scheduler.ts); the service worker hands its own.
import type { FileSender } from './send-each';

export const pageFileSender: FileSender = () => import('./send-files').then((m) => m.sendFiles);
