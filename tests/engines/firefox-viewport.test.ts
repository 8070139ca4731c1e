// Unit test (run by `npx vitest run`, not by the engines stage): the viewport fallback for a
// Firefox ESR that does not know `emulation.setScreenOrientationOverride` (ESR 140).
import { describe, expect, it } from 'vitest';
import { isUnknownOrientationCommand, viewportSetter, type ViewportPage } from './firefox-viewport';

/** A fake BiDi session: records commands, rejects those the fake browser does not know as puppeteer does. */
function fakeFirefox(knows: (method: string) => boolean) {
  const sent: string[] = [];
  const send = async (method: string, params: unknown) => {
    sent.push(`${method} ${JSON.stringify(params)}`);
    if (!knows(method)) {
      // The message puppeteer-core's CallbackRegistry builds from Firefox's error answer.
      throw new Error(`Protocol error (${method}): unknown command ${method} is not supported`);
    }
  };
  const browsingContext = {
    setViewport: (options: unknown) => send('browsingContext.setViewport', options),
    setScreenOrientationOverride: (o: unknown) => send('emulation.setScreenOrientationOverride', o),
  };
  const page: ViewportPage = {
    // Like puppeteer-core 24.43's BidiPage.setViewport: both commands together.
    async setViewport({ width, height }) {
      await Promise.all([
        browsingContext.setViewport({ viewport: { width, height }, devicePixelRatio: null }),
        browsingContext.setScreenOrientationOverride({ natural: 'portrait', type: 'portrait-primary' }),
      ]);
    },
    mainFrame: () => ({ browsingContext }),
  };
  return { page, sent };
}

describe('Firefox viewport', () => {
  it('uses page.setViewport where the browser knows the orientation command (ESR 153)', async () => {
    const { page, sent } = fakeFirefox(() => true);
    await viewportSetter(page)(1280, 800);
    expect(sent).toEqual([
      'browsingContext.setViewport {"viewport":{"width":1280,"height":800},"devicePixelRatio":null}',
      'emulation.setScreenOrientationOverride {"natural":"portrait","type":"portrait-primary"}',
    ]);
  });

  it('falls back to browsingContext.setViewport when the orientation command is unknown (ESR 140)', async () => {
    const { page, sent } = fakeFirefox((m) => m !== 'emulation.setScreenOrientationOverride');
    const setViewport = viewportSetter(page);
    await expect(setViewport(1280, 800)).resolves.toBeUndefined();
    expect(sent.at(-1)).toBe(
      'browsingContext.setViewport {"viewport":{"width":1280,"height":800},"devicePixelRatio":null}',
    );
    // Later sizes go straight to BiDi: no second refused command.
    sent.length = 0;
    await setViewport(390, 844);
    expect(sent).toEqual([
      'browsingContext.setViewport {"viewport":{"width":390,"height":844},"devicePixelRatio":null}',
    ]);
  });

  it('does not hide other failures', async () => {
    const { page } = fakeFirefox((m) => m !== 'browsingContext.setViewport');
    await expect(viewportSetter(page)(1280, 800)).rejects.toThrow(/browsingContext\.setViewport/);
    expect(isUnknownOrientationCommand(new Error('Protocol error (browsingContext.setViewport): no such frame'))).toBe(
      false,
    );
  });
});
