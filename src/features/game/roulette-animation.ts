/**
 * The roulette wheel as a Lottie document (issue 16, /game), generated here instead of shipped as a
 * designer's JSON: the slots and their labels come from ROULETTE_SLOTS (server/contract), and the
 * spin's last keyframe is the server's outcome, so the wheel lands exactly where the server decided.
 *
 * Layers (top first): the pointer, one text layer per slot (parented to the wheel, so they turn
 * with it), the wheel (one filled slice per slot, rotation keyframed 0 → `endRotation`, eased out),
 * the rim. 60 fps, SPIN_FRAMES frames. Played by lottie-web's light SVG build (text as SVG <text>
 * in the page's sans-serif: fonts with fOrigin 'n' are not loaded).
 */
import { ROULETTE_SLOTS } from '@contract/member-play';

export const WHEEL_SIZE = 300;
export const SPIN_FRAMES = 240;
/** Whole turns before the wheel settles. */
export const SPIN_TURNS = 6;

const C = WHEEL_SIZE / 2;
const R = 132;
const FILLS = ['#F97316', '#FFF1E0', '#16A34A', '#ECFDF3', '#2563EB', '#FDE68A'];
const TEXTS = ['#FFFFFF', '#9A3412', '#FFFFFF', '#166534', '#FFFFFF', '#92400E'];

const hex = (h: string) => [parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255];
const still = <T>(k: T) => ({ a: 0, k });
const transform = (p: number[] = [0, 0], r = 0) => ({
  ty: 'tr',
  p: still(p),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(r),
  o: still(100),
  sk: still(0),
  sa: still(0),
});
const layerKs = (p: number[], r: unknown = still(0), a: number[] = [0, 0, 0]) => ({ o: still(100), r, p: still(p), a: still(a), s: still([100, 100, 100]) });

/** Centre angle (degrees clockwise from the top) of slot `i`. */
export const slotCentre = (i: number) => (i + 0.5) * (360 / ROULETTE_SLOTS.length);

/**
 * The wheel's rotation at rest for `outcome`: SPIN_TURNS whole turns, less the slot's centre (so it
 * sits under the pointer at the top), plus `jitter` degrees inside the slot (|jitter| < half a slot).
 */
export function landingRotation(outcome: number, jitter = 0): number {
  const half = 180 / ROULETTE_SLOTS.length;
  return SPIN_TURNS * 360 - slotCentre(outcome) + Math.max(-half + 4, Math.min(half - 4, jitter));
}

/** One slice: centre, the arc from a0 to a1 (degrees clockwise from the top) as one cubic. */
function slicePath(a0: number, a1: number) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const k = (4 / 3) * Math.tan(rad(a1 - a0) / 4) * R;
  const pt = (a: number) => [R * Math.sin(rad(a)), -R * Math.cos(rad(a))];
  const tan = (a: number) => [Math.cos(rad(a)), Math.sin(rad(a))];
  const [t0, t1] = [tan(a0), tan(a1)];
  return {
    c: true,
    v: [[0, 0], pt(a0), pt(a1)],
    i: [
      [0, 0],
      [0, 0],
      [-k * t1[0]!, -k * t1[1]!],
    ],
    o: [
      [0, 0],
      [k * t0[0]!, k * t0[1]!],
      [0, 0],
    ],
  };
}

const shapeGroup = (items: unknown[], name: string) => ({ ty: 'gr', nm: name, it: [...items, transform()] });
const fill = (color: string) => ({ ty: 'fl', c: still([...hex(color), 1]), o: still(100), r: 1 });
const stroke = (color: string, w: number) => ({ ty: 'st', c: still([...hex(color), 1]), o: still(100), w: still(w), lc: 2, lj: 2 });
const layer = (ind: number, nm: string, ty: 4 | 5, extra: Record<string, unknown>) => ({
  ddd: 0,
  ind,
  ty,
  nm,
  sr: 1,
  ao: 0,
  ip: 0,
  op: SPIN_FRAMES,
  st: 0,
  bm: 0,
  ...extra,
});

/** The Lottie document of a spin from 0° to `endRotation` degrees (clockwise). */
export function rouletteAnimation(endRotation: number) {
  const n = ROULETTE_SLOTS.length;
  const step = 360 / n;
  const WHEEL = 2;
  const slices = ROULETTE_SLOTS.map((_, i) =>
    shapeGroup([{ ty: 'sh', ks: still(slicePath(i * step, (i + 1) * step)) }, fill(FILLS[i % FILLS.length]!), stroke('#FFFFFF', 2)], `slot ${i}`),
  );
  const hub = shapeGroup([{ ty: 'el', p: still([0, 0]), s: still([44, 44]) }, fill('#FFFFFF'), stroke('#E5E7EB', 3)], 'hub');
  const labels = ROULETTE_SLOTS.map((s, i) => {
    const a = (slotCentre(i) * Math.PI) / 180;
    const r = R * 0.66;
    return layer(10 + i, `label ${i}`, 5, {
      parent: WHEEL,
      ks: layerKs([r * Math.sin(a), -r * Math.cos(a), 0], still(slotCentre(i)), [0, -6, 0]),
      t: {
        d: { k: [{ s: { s: 17, f: 'WheelSans', t: `별 ${s.stars}`, j: 2, tr: 0, lh: 20, ls: 0, fc: hex(TEXTS[i % TEXTS.length]!) }, t: 0 }] },
        p: {},
        m: { g: 1, a: still([0, 0]) },
        a: [],
      },
    });
  });
  const pointer = layer(1, 'pointer', 4, {
    ks: layerKs([C, 4, 0]),
    shapes: [
      shapeGroup(
        [
          {
            ty: 'sh',
            ks: still({
              c: true,
              v: [
                [-13, 0],
                [13, 0],
                [0, 28],
              ],
              i: [
                [0, 0],
                [0, 0],
                [0, 0],
              ],
              o: [
                [0, 0],
                [0, 0],
                [0, 0],
              ],
            }),
          },
          fill('#DC2626'),
          stroke('#FFFFFF', 2),
        ],
        'pointer',
      ),
    ],
  });
  const wheel = layer(WHEEL, 'wheel', 4, {
    ks: layerKs([C, C + 4, 0], {
      a: 1,
      k: [
        { t: 0, s: [0], o: { x: [0.22], y: [0.08] }, i: { x: [0.08], y: [1] } },
        { t: SPIN_FRAMES, s: [endRotation] },
      ],
    }),
    shapes: [hub, ...slices],
  });
  const rim = layer(3, 'rim', 4, {
    ks: layerKs([C, C + 4, 0]),
    shapes: [shapeGroup([{ ty: 'el', p: still([0, 0]), s: still([2 * R + 14, 2 * R + 14]) }, fill('#1F2937')], 'rim')],
  });
  return {
    v: '5.7.4',
    fr: 60,
    ip: 0,
    op: SPIN_FRAMES,
    w: WHEEL_SIZE,
    h: WHEEL_SIZE + 8,
    nm: 'roulette',
    ddd: 0,
    assets: [],
    fonts: { list: [{ fName: 'WheelSans', fFamily: 'sans-serif', fStyle: 'Bold', fWeight: '700', ascent: 72, fOrigin: 'n' }] },
    layers: [pointer, ...labels, wheel, rim],
    markers: [],
  };
}
