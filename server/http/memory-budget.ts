// How many bytes of visitors' data the process holds in memory at once: multipart bodies with
// their files, and files read back to be checked. Each such step reserves its bytes first and
// waits its turn (first come, first served) when the budget is spent, so memory stays bounded
// however many large requests arrive together; one that waits too long gets a 503 to retry.
import { HttpError } from '../errors.ts';

const MB = 1024 * 1024;

/** Bytes all reservations may hold together. Each is held for about two copies of its data. */
export const MEMORY_BUDGET_BYTES = 24 * MB;
/** How long a reservation waits before the request is answered 503. */
export const MEMORY_WAIT_MS = 20_000;

export const busyError = () =>
  new HttpError(503, 'busy', 'The server is busy with other uploads; try again in a moment. Nothing was stored.', {
    'Retry-After': '5',
  });

interface Waiter {
  bytes: number;
  grant: () => void;
}

export class MemoryBudget {
  private free: number;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly total: number) {
    this.free = total;
  }

  /** Reserves `bytes` (at most the whole budget); resolves to the release function (idempotent). */
  async reserve(bytes: number, waitMs = MEMORY_WAIT_MS): Promise<() => void> {
    const n = Math.min(Math.max(0, Math.ceil(bytes)), this.total);
    if (this.waiting.length === 0 && n <= this.free) this.free -= n;
    else {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          bytes: n,
          grant: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          // A large waiter that gives up may unblock smaller ones behind it.
          this.grantWaiting();
          reject(busyError());
        }, waitMs);
        this.waiting.push(waiter);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.free += n;
      this.grantWaiting();
    };
  }

  private grantWaiting(): void {
    while (this.waiting.length && this.waiting[0]!.bytes <= this.free) {
      const w = this.waiting.shift()!;
      this.free -= w.bytes;
      w.grant();
    }
  }

  /** Bytes reserved now (for tests and logs). */
  get reserved(): number {
    return this.total - this.free;
  }
}

/** The process's one budget. */
export const memoryBudget = new MemoryBudget(MEMORY_BUDGET_BYTES);

/** Runs `fn` holding `bytes` of the budget. */
export async function withMemory<T>(bytes: number, fn: () => Promise<T>): Promise<T> {
  const release = await memoryBudget.reserve(bytes);
  try {
    return await fn();
  } finally {
    release();
  }
}
