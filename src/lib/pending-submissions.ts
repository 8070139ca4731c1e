// Apart from app-status.ts, whose module the entry's chunk carries: only the app reads this one.
import { createSharedValue } from '@/lib/app-status';

/** Submissions saved on this device and not yet delivered (the header's outbox indicator). */
export const pendingSubmissions = createSharedValue(0);
