// The hero backdrop's five animations and the loop that draws them. No DOM here: the same code
// runs in a worker on an OffscreenCanvas, or on the page where a worker cannot draw.
import { CANVAS } from '@/config/constants';
import type { SlideAnimation } from '@/content/types';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Scene {
  update(dt: number): void;
  draw(ctx: Context2D): void;
}
type SceneFactory = (w: number, h: number) => Scene;

const TEAL = '94,234,212'; // accent-300
const BLUE = '147,180,253'; // brand-300
const WHITE = '255,255,255';
const rgba = (rgb: string, a: number) => `rgba(${rgb},${a.toFixed(3)})`;
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const [PARTICLES = 50, STARS = 80] = CANVAS.backgroundParticles;
/** A filled circle in the current fill style. */
const dot = (ctx: Context2D, x: number, y: number, r: number) => {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
};

/** 30 drifting nodes, linked by lines when closer than 120 px. */
const network: SceneFactory = (w, h) => {
  const pts = Array.from({ length: CANVAS.networkParticles }, () => ({
    x: rand(0, w),
    y: rand(0, h),
    vx: rand(-18, 18),
    vy: rand(-18, 18),
  }));
  const max = CANVAS.linkDistance;
  return {
    update(dt) {
      for (const p of pts) {
        p.x += p.vx * dt;
        p.y += p.vy * dt;
        if (p.x < 0 || p.x > w) p.vx = -p.vx;
        if (p.y < 0 || p.y > h) p.vy = -p.vy;
      }
    },
    draw(ctx) {
      ctx.lineWidth = 1;
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i]!;
        for (let j = i + 1; j < pts.length; j++) {
          const b = pts[j]!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d >= max) continue;
          ctx.strokeStyle = rgba(TEAL, (1 - d / max) * 0.35);
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
      ctx.fillStyle = rgba(BLUE, 0.7);
      for (const p of pts) dot(ctx, p.x, p.y, 2);
    },
  };
};

/** 60 falling binary digits. */
const binary: SceneFactory = (w, h) => {
  const drop = (anywhere: boolean) => ({
    x: rand(0, w),
    y: anywhere ? rand(-20, h) : rand(-60, -12),
    v: rand(25, 80),
    size: Math.round(rand(11, 18)),
    ch: Math.random() < 0.5 ? '0' : '1',
    a: rand(0.12, 0.4),
  });
  const drops = Array.from({ length: CANVAS.binaryChars }, () => drop(true));
  return {
    update(dt) {
      drops.forEach((d, i) => {
        d.y += d.v * dt;
        if (d.y > h + 20) drops[i] = drop(false);
        else if (Math.random() < dt * 0.4) d.ch = d.ch === '0' ? '1' : '0';
      });
    },
    draw(ctx) {
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const d of drops) {
        ctx.font = `${d.size}px ui-monospace, SFMono-Regular, Menlo, monospace`;
        ctx.fillStyle = rgba(TEAL, d.a);
        ctx.fillText(d.ch, d.x, d.y);
      }
    },
  };
};

/** The five staffing stages, with candidates travelling through them. */
const pipeline: SceneFactory = (w, h) => {
  const labels = CANVAS.pipelineStages;
  const n = labels.length;
  // Wide screens: a column at the right, clear of the text. Narrow: a row just above the controls.
  const vertical = w >= 900;
  const nodes = labels.map((_, i) => {
    const f = n > 1 ? i / (n - 1) : 0.5;
    return vertical
      ? { x: w * 0.84, y: h * (0.14 + 0.72 * f) }
      : { x: w * (0.1 + 0.8 * f), y: Math.max(h * 0.6, h - 150) };
  });
  const tokens = Array.from({ length: 6 }, (_, i) => ({ t: i / 6, v: rand(0.06, 0.09) }));
  const at = (t: number) => {
    const seg = Math.min(t, 0.9999) * (n - 1);
    const i = Math.floor(seg);
    const a = nodes[i]!;
    const b = nodes[Math.min(i + 1, n - 1)]!;
    const f = seg - i;
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  };
  return {
    update(dt) {
      for (const tk of tokens) tk.t = (tk.t + tk.v * dt) % 1;
    },
    draw(ctx) {
      ctx.strokeStyle = rgba(WHITE, 0.18);
      ctx.lineWidth = 2;
      ctx.beginPath();
      nodes.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.stroke();
      const tokenPos = tokens.map((tk) => at(tk.t));
      nodes.forEach((p, i) => {
        const near = tokenPos.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 16);
        ctx.fillStyle = rgba(BLUE, near ? 0.35 : 0.15);
        ctx.strokeStyle = rgba(TEAL, near ? 0.8 : 0.45);
        dot(ctx, p.x, p.y, 14);
        ctx.stroke(); // outlines the same circle: the path outlives fill()
        ctx.fillStyle = rgba(WHITE, 0.6);
        ctx.font = `${vertical ? 13 : 11}px ui-sans-serif, system-ui, sans-serif`;
        ctx.textBaseline = 'middle';
        ctx.textAlign = vertical ? 'right' : 'center';
        ctx.fillText(labels[i]!, vertical ? p.x - 24 : p.x, vertical ? p.y : p.y + 28);
      });
      ctx.fillStyle = rgba(TEAL, 0.9);
      for (const q of tokenPos) dot(ctx, q.x, q.y, 3.5);
    },
  };
};

/** 50 soft particles rising slowly. */
const particles: SceneFactory = (w, h) => {
  const make = (anywhere: boolean) => ({
    x: rand(0, w),
    y: anywhere ? rand(0, h) : h + 10,
    r: rand(1, 2.6),
    v: rand(8, 28),
    phase: rand(0, Math.PI * 2),
  });
  const ps = Array.from({ length: PARTICLES }, () => make(true));
  let time = 0;
  return {
    update(dt) {
      time += dt;
      ps.forEach((p, i) => {
        p.y -= p.v * dt;
        p.x += Math.sin(time + p.phase) * 6 * dt;
        if (p.y < -10) ps[i] = make(false);
      });
    },
    draw(ctx) {
      for (const p of ps) {
        ctx.fillStyle = rgba(BLUE, 0.25 + 0.25 * Math.sin(time * 1.5 + p.phase) ** 2);
        dot(ctx, p.x, p.y, p.r);
      }
    },
  };
};

/** 80 stars flying outwards from the centre. */
const starfield: SceneFactory = (w, h) => {
  const star = (anywhere: boolean) => ({ x: rand(-1, 1), y: rand(-1, 1), z: anywhere ? rand(0.1, 1) : 1 });
  const stars = Array.from({ length: STARS }, () => star(true));
  const cx = w / 2;
  const cy = h / 2;
  const scale = Math.max(w, h) * 0.5;
  return {
    update(dt) {
      stars.forEach((s, i) => {
        s.z -= dt * 0.12;
        const sx = cx + (s.x / s.z) * scale;
        const sy = cy + (s.y / s.z) * scale;
        if (s.z <= 0.05 || sx < 0 || sx > w || sy < 0 || sy > h) stars[i] = star(false);
      });
    },
    draw(ctx) {
      for (const s of stars) {
        const depth = 1 - s.z;
        ctx.fillStyle = rgba(WHITE, 0.15 + depth * 0.55);
        dot(ctx, cx + (s.x / s.z) * scale, cy + (s.y / s.z) * scale, 0.6 + depth * 1.8);
      }
    },
  };
};

const scenes: Record<SlideAnimation, SceneFactory> = { network, binary, pipeline, particles, starfield };

/** What the page tells the painter; posted as messages when the painter runs in a worker. */
export type PainterMessage =
  | { type: 'size'; width: number; height: number; dpr: number }
  | { type: 'scene'; kind: SlideAnimation }
  | { type: 'run'; on: boolean }
  | { type: 'stop' };

interface FrameClock {
  request(cb: (t: number) => void): number;
  cancel(id: number): void;
}

/** Animation frames where the global has them (pages, Chromium and Firefox workers), else timers. */
const frameClock: FrameClock =
  typeof requestAnimationFrame === 'function'
    ? { request: (cb) => requestAnimationFrame(cb), cancel: (id) => cancelAnimationFrame(id) }
    : {
        request: (cb) => setTimeout(() => cb(performance.now()), 1000 / 60) as unknown as number,
        cancel: (id) => clearTimeout(id),
      };

/**
 * Draws the current scene on `canvas` (an OffscreenCanvas in a worker, or the page's canvas),
 * one frame per animation frame while running. `handle` applies one PainterMessage.
 */
export function createPainter(canvas: HTMLCanvasElement | OffscreenCanvas, clock: FrameClock = frameClock) {
  const ctx = canvas.getContext('2d') as Context2D | null;
  let w = 0;
  let h = 0;
  let kind: SlideAnimation | null = null;
  let scene: Scene | null = null;
  let running = false;
  let raf = 0;
  let last = 0;

  const paint = (dt: number) => {
    if (!ctx) return;
    ctx.clearRect(0, 0, w, h);
    if (!scene) return;
    scene.update(dt);
    scene.draw(ctx);
  };
  const frame = (t: number) => {
    raf = 0;
    const dt = last ? Math.min((t - last) / 1000, 0.1) : 0;
    last = t;
    paint(dt);
    sync();
  };
  function sync() {
    if (running && scene) {
      if (!raf) raf = clock.request(frame);
    } else {
      if (raf) clock.cancel(raf);
      raf = 0;
      last = 0;
    }
  }

  return function handle(msg: PainterMessage): void {
    switch (msg.type) {
      case 'size':
        if (msg.width === w && msg.height === h) return;
        w = msg.width;
        h = msg.height;
        canvas.width = Math.max(1, Math.round(w * msg.dpr));
        canvas.height = Math.max(1, Math.round(h * msg.dpr));
        ctx?.setTransform(msg.dpr, 0, 0, msg.dpr, 0, 0);
        scene = kind ? scenes[kind](w, h) : null;
        paint(0);
        break;
      case 'scene':
        if (msg.kind === kind) return;
        kind = msg.kind;
        scene = scenes[kind](w, h);
        paint(0);
        break;
      case 'run':
        running = msg.on;
        break;
      case 'stop':
        running = false;
        kind = null;
        scene = null;
        paint(0);
        break;
    }
    sync();
  };
}
