import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for sonner that records what is shown and dismissed.
const shown: { id: number; kind: string; title: string }[] = [];
const dismissed: (string | number)[] = [];
let next = 0;
vi.mock('sonner', () => {
  const show = (kind: string) => (title: string) => {
    const id = ++next;
    shown.push({ id, kind, title });
    return id;
  };
  return {
    toast: {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      dismiss: (id: string | number) => void dismissed.push(id),
    },
    Toaster: () => null,
  };
});

const { notify } = await import('./notify');

describe('notify', () => {
  beforeEach(() => {
    shown.length = 0;
    dismissed.length = 0;
  });

  it('a success toast dismisses the earlier validation and error toasts, and only those', async () => {
    await notify('error', 'Validation Error', 'Please check the form for errors');
    await notify('error', 'Validation Error', 'Please check the form for errors');
    await notify('error', 'Error', 'Something went wrong. Please try again.');
    expect(dismissed).toEqual([]);
    await notify('success', 'Message sent!');
    const errors = shown.filter((t) => t.kind === 'error').map((t) => t.id);
    expect(errors).toHaveLength(3);
    expect(dismissed).toEqual(errors);
    expect(shown.at(-1)).toMatchObject({ kind: 'success', title: 'Message sent!' });
    // Already dismissed: a later success does not dismiss them again, nor itself.
    await notify('success', 'Your message was delivered');
    expect(dismissed).toEqual(errors);
  });

  it('a saved-for-later (info) toast replaces earlier errors too; a new error stays until the next outcome', async () => {
    await notify('error', 'Validation Error');
    const first = shown.at(-1)!.id;
    await notify('info', 'Saved — will send when you are back online');
    expect(dismissed).toEqual([first]);
    await notify('error', 'Validation Error');
    const second = shown.at(-1)!.id;
    await notify('error', 'Error');
    expect(dismissed).toEqual([first]);
    await notify('success', 'Application sent!');
    // The saved-for-later toast (first + 1) goes too: a success is the newer state.
    expect(dismissed).toEqual([first, first + 1, second, second + 1]);
  });

  it('one state at a time: "delivered" replaces "Our server is busy" shown before it', async () => {
    await notify('info', "We couldn't reach our server");
    const saved = shown.at(-1)!.id;
    await notify('success', 'Your message was delivered');
    expect(dismissed).toEqual([saved]);
  });

  it('calls made together keep their order: the success still clears the validation toast before it', async () => {
    await Promise.all([notify('error', 'Validation Error'), notify('success', 'Message sent!')]);
    expect(shown.map((t) => t.kind)).toEqual(['error', 'success']);
    expect(dismissed).toEqual([shown[0]!.id]);
  });
});
