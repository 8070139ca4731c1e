/// <reference lib="webworker" />
// Draws the hero backdrop on an OffscreenCanvas, off the page's main thread (driven by hero-canvas.ts).
import { createPainter, type PainterMessage } from '@/components/sections/hero-scenes';

type WorkerMessage = PainterMessage | { type: 'init'; canvas: OffscreenCanvas };

let handle: ((msg: PainterMessage) => void) | null = null;

self.onmessage = (e: MessageEvent<WorkerMessage>) => {
  const msg = e.data;
  if (msg.type === 'init') handle = createPainter(msg.canvas);
  else handle?.(msg);
};
