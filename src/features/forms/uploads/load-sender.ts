// The page's way to the upload code: loaded on demand, the first time a queued submission with
// files is sent (or as soon as a file is chosen: file-field preloads it).
import { setFileSender } from '@/features/forms/queue/send';

setFileSender(() => import('./send-files').then((m) => m.sendFiles));
