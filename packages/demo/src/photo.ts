import sharp from 'sharp';
import { createRng, type Rng } from './rng.ts';
import type { BodySlug } from './vocabulary.ts';

export const PHOTO_WIDTH = 1280;
export const PHOTO_HEIGHT = 960;

export const PHOTO_ANGLES = [
  'side',
  'side-rear',
  'front-three-quarter',
  'rear-three-quarter',
] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

export const PHOTO_SCENES = ['lot', 'road', 'showroom', 'street'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

export interface RenderCarPhotoOptions {
  /** Same seed and options, same picture. */
  seed: number | string;
  /** CSS hex colour of the paint, e.g. "#2b5aa8". */
  color: string;
  bodySlug: BodySlug | string;
  brandName: string;
  modelName: string;
  angle: PhotoAngle;
  /** Background; chosen from the seed when absent. */
  scene?: PhotoScene;
}

type Point = readonly [number, number];

interface Silhouette {
  /** Body outline, x from rear (0) to front (1000), y = height above ground. */
  body: Point[];
  /** Side glass, same coordinates. */
  glass: Point[];
  /** x of the B-pillar (splits the glass), or null. */
  pillar: number | null;
  clearance: number;
  wheelRadius: number;
  wheels: [number, number];
  /** Open-top cars: windscreen frame from base to top. */
  windscreen?: [Point, Point];
}

const SILHOUETTES: Record<BodySlug, Silhouette> = {
  limuzina: {
    body: [
      [8, 45],
      [0, 150],
      [18, 192],
      [150, 202],
      [250, 214],
      [335, 318],
      [560, 324],
      [705, 222],
      [940, 186],
      [1000, 142],
      [995, 45],
    ],
    glass: [
      [272, 220],
      [343, 305],
      [552, 310],
      [680, 226],
    ],
    pillar: 470,
    clearance: 45,
    wheelRadius: 64,
    wheels: [195, 800],
  },
  hecbek: {
    body: [
      [8, 45],
      [0, 170],
      [14, 262],
      [95, 312],
      [520, 322],
      [665, 218],
      [925, 184],
      [1000, 140],
      [995, 45],
    ],
    glass: [
      [60, 228],
      [110, 300],
      [512, 308],
      [640, 224],
    ],
    pillar: 330,
    clearance: 45,
    wheelRadius: 64,
    wheels: [170, 805],
  },
  karavan: {
    body: [
      [8, 45],
      [0, 180],
      [10, 300],
      [45, 322],
      [565, 326],
      [705, 222],
      [940, 186],
      [1000, 142],
      [995, 45],
    ],
    glass: [
      [40, 228],
      [60, 308],
      [555, 312],
      [680, 226],
    ],
    pillar: 430,
    clearance: 45,
    wheelRadius: 64,
    wheels: [190, 805],
  },
  kupe: {
    body: [
      [8, 42],
      [0, 158],
      [30, 198],
      [200, 210],
      [300, 282],
      [385, 302],
      [525, 302],
      [690, 210],
      [950, 175],
      [1000, 130],
      [995, 42],
    ],
    glass: [
      [310, 218],
      [390, 290],
      [520, 292],
      [662, 214],
    ],
    pillar: null,
    clearance: 42,
    wheelRadius: 64,
    wheels: [190, 810],
  },
  'kabriolet-roadster': {
    body: [
      [8, 42],
      [0, 158],
      [30, 196],
      [330, 202],
      [650, 206],
      [950, 175],
      [1000, 130],
      [995, 42],
    ],
    glass: [],
    pillar: null,
    clearance: 42,
    wheelRadius: 62,
    wheels: [190, 810],
    windscreen: [
      [650, 206],
      [575, 285],
    ],
  },
  monovolumen: {
    body: [
      [8, 50],
      [0, 200],
      [14, 338],
      [60, 366],
      [600, 366],
      [765, 250],
      [950, 206],
      [1000, 160],
      [995, 50],
    ],
    glass: [
      [45, 255],
      [70, 350],
      [590, 352],
      [735, 254],
    ],
    pillar: 380,
    clearance: 50,
    wheelRadius: 66,
    wheels: [175, 810],
  },
  'dzip-suv': {
    body: [
      [8, 72],
      [0, 222],
      [10, 350],
      [50, 376],
      [620, 376],
      [735, 268],
      [950, 246],
      [1000, 200],
      [995, 72],
    ],
    glass: [
      [40, 275],
      [62, 360],
      [610, 362],
      [708, 272],
    ],
    pillar: 420,
    clearance: 72,
    wheelRadius: 80,
    wheels: [185, 805],
  },
  pickup: {
    body: [
      [8, 72],
      [0, 240],
      [335, 240],
      [345, 376],
      [600, 376],
      [722, 266],
      [950, 246],
      [1000, 200],
      [995, 72],
    ],
    glass: [
      [365, 274],
      [370, 360],
      [590, 362],
      [700, 270],
    ],
    pillar: 480,
    clearance: 72,
    wheelRadius: 80,
    wheels: [180, 805],
  },
};

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1] as string, 16) : 0x777777;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const f = (c: number) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))
      .toString(16)
      .padStart(2, '0');
  return `#${f(r)}${f(g)}${f(b)}`;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h.toFixed(0)},${s.toFixed(0)}%,${l.toFixed(0)}%)`;
}

function path(points: readonly Point[], toSvg: (p: Point) => Point): string {
  return `${points
    .map((p, i) => {
      const [x, y] = toSvg(p);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ')} Z`;
}

function hashText(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function sky(rng: Rng): string {
  const hue = rng.float(195, 220);
  const top = hsl(hue, rng.float(45, 70), rng.float(45, 62));
  const bottom = hsl(hue - 10, rng.float(30, 55), rng.float(78, 90));
  let clouds = '';
  const count = rng.int(2, 6);
  for (let i = 0; i < count; i++) {
    const cx = rng.float(0, PHOTO_WIDTH);
    const cy = rng.float(60, 300);
    const w = rng.float(90, 220);
    clouds += `<g fill="#fff" opacity="${rng.float(0.5, 0.85).toFixed(2)}">`;
    for (let j = 0; j < 4; j++) {
      clouds += `<ellipse cx="${(cx + j * w * 0.35 - w * 0.5).toFixed(0)}" cy="${(cy - (j % 2) * 18).toFixed(0)}" rx="${(w * 0.32).toFixed(0)}" ry="${(w * 0.16).toFixed(0)}"/>`;
    }
    clouds += '</g>';
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>${clouds}`;
}

function background(rng: Rng, scene: PhotoScene, horizon: number): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  switch (scene) {
    case 'lot': {
      let out = sky(rng);
      // Tree line, fence, then asphalt with bay markings.
      out += `<g fill="${hsl(rng.float(90, 130), 35, rng.float(22, 32))}">`;
      for (let x = -40; x < W + 40; x += rng.int(50, 90)) {
        out += `<ellipse cx="${x}" cy="${horizon - 40}" rx="${rng.int(45, 80)}" ry="${rng.int(40, 80)}"/>`;
      }
      out += '</g>';
      out += `<rect x="0" y="${horizon - 30}" width="${W}" height="30" fill="#8a8d90"/>`;
      for (let x = 0; x < W; x += 24)
        out += `<rect x="${x}" y="${horizon - 70}" width="3" height="42" fill="#5d6063"/>`;
      out += `<rect x="0" y="${horizon - 70}" width="${W}" height="4" fill="#5d6063"/>`;
      const tone = rng.int(88, 118);
      out += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="rgb(${tone},${tone},${tone + 4})"/>`;
      const lines = rng.int(4, 7);
      for (let i = 0; i <= lines; i++) {
        const x = (i / lines) * W;
        out += `<path d="M${x.toFixed(0)},${horizon + 20} L${((x - W / 2) * 2.2 + W / 2).toFixed(0)},${H}" stroke="#e8e8e0" stroke-width="6" opacity="0.7"/>`;
      }
      // Other cars on the lot, far away.
      for (let i = 0; i < rng.int(2, 5); i++) {
        const x = rng.float(0, W - 160);
        const c = hsl(rng.float(0, 360), rng.float(0, 40), rng.float(30, 75));
        out += `<g opacity="0.55"><rect x="${x.toFixed(0)}" y="${horizon - 22}" width="150" height="34" rx="12" fill="${c}"/><rect x="${(x + 30).toFixed(0)}" y="${horizon - 44}" width="85" height="26" rx="10" fill="${c}"/></g>`;
      }
      return out;
    }
    case 'road': {
      let out = sky(rng);
      const hillColor = hsl(rng.float(80, 130), rng.float(25, 45), rng.float(35, 50));
      let d = `M0,${horizon}`;
      const phase = rng.float(0, Math.PI * 2);
      for (let x = 0; x <= W; x += 40) {
        d += ` L${x},${(horizon - 80 - 60 * Math.sin(x / rng.float(160, 260) + phase)).toFixed(0)}`;
      }
      out += `<path d="${d} L${W},${horizon} Z" fill="${hillColor}"/>`;
      out += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${hsl(rng.float(80, 110), 35, rng.float(38, 48))}"/>`;
      const roadTop = horizon + 60;
      out += `<rect x="0" y="${roadTop}" width="${W}" height="${H - roadTop}" fill="#4a4c50"/>`;
      for (let x = rng.int(0, 80); x < W; x += 160) {
        out += `<rect x="${x}" y="${roadTop + (H - roadTop) * 0.72}" width="90" height="10" fill="#f2f2f2"/>`;
      }
      return out;
    }
    case 'showroom': {
      const warm = rng.chance(0.5);
      const wall = warm ? hsl(35, 20, rng.float(82, 90)) : hsl(210, 10, rng.float(84, 92));
      let out = `<rect width="${W}" height="${horizon}" fill="${wall}"/>`;
      const panes = rng.int(3, 6);
      for (let i = 0; i < panes; i++) {
        const x = (i / panes) * W + 12;
        out += `<rect x="${x.toFixed(0)}" y="60" width="${(W / panes - 24).toFixed(0)}" height="${horizon - 120}" fill="${hsl(205, 40, rng.float(72, 84))}" opacity="0.8"/>`;
      }
      out += `<defs><radialGradient id="spot"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;
      for (let i = 0; i < rng.int(2, 4); i++) {
        out += `<ellipse cx="${rng.int(150, W - 150)}" cy="${rng.int(30, 120)}" rx="220" ry="120" fill="url(#spot)"/>`;
      }
      const floor = warm ? hsl(30, 10, rng.float(55, 68)) : hsl(220, 6, rng.float(58, 72));
      out += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${floor}"/>`;
      for (let y = horizon + 40; y < H; y += 70)
        out += `<rect x="0" y="${y}" width="${W}" height="2" fill="#fff" opacity="0.25"/>`;
      return out;
    }
    case 'street': {
      let out = sky(rng);
      let x = -20;
      while (x < W) {
        const w = rng.int(120, 260);
        const h = rng.int(180, 420);
        const c = hsl(rng.float(15, 45), rng.float(10, 35), rng.float(55, 80));
        out += `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${c}"/>`;
        for (let wy = horizon - h + 25; wy < horizon - 50; wy += 55) {
          for (let wx = x + 18; wx < x + w - 30; wx += 48) {
            out += `<rect x="${wx}" y="${wy}" width="24" height="30" fill="#3b4a5a" opacity="0.75"/>`;
          }
        }
        x += w + rng.int(0, 12);
      }
      out += `<rect x="0" y="${horizon}" width="${W}" height="40" fill="#b4b0a8"/>`;
      out += `<rect x="0" y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="#55585c"/>`;
      return out;
    }
  }
}

function carSvg(
  rng: Rng,
  silhouette: Silhouette,
  color: string,
  angle: PhotoAngle,
  brandHash: number,
  groundY: number,
  reflect: boolean,
): string {
  const W = PHOTO_WIDTH;
  const threeQuarter = angle === 'front-three-quarter' || angle === 'rear-three-quarter';
  const faceRight = angle === 'side' || angle === 'front-three-quarter';
  const scale = rng.float(0.92, 1.04) * (threeQuarter ? 0.9 : 1.02);
  const carWidth = 1000 * scale;
  const x0 = (W - carWidth) / 2 + rng.float(-50, 50);
  const toSvg = ([x, h]: Point): Point => {
    const localX = faceRight ? x : 1000 - x;
    return [x0 + localX * scale, groundY - h * scale];
  };

  const light = shade(color, 0.35);
  const dark = shade(color, -0.45);
  const id = `p${rng.int(0, 1e9)}`;
  let car = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  car += `<radialGradient id="${id}s"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;

  const [rearWheelX, frontWheelX] = silhouette.wheels;
  // Ground shadow.
  const [sx] = toSvg([500, 0]);
  car += `<ellipse cx="${sx.toFixed(0)}" cy="${groundY + 6}" rx="${(carWidth * 0.58).toFixed(0)}" ry="${(34 * scale).toFixed(0)}" fill="url(#${id}s)"/>`;

  let body = `<path d="${path(silhouette.body, toSvg)}" fill="url(#${id})" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`;
  // Wheel arches.
  for (const wx of [rearWheelX, frontWheelX]) {
    const [cx, cy] = toSvg([wx, silhouette.wheelRadius]);
    body += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${((silhouette.wheelRadius + 12) * scale).toFixed(1)}" fill="#1b1c1e"/>`;
  }
  // Shoulder highlight and a sill line.
  const belt = Math.max(...silhouette.body.map(([, h]) => h).filter((h) => h < 260)) - 18;
  const [hx1, hy] = toSvg([60, belt]);
  const [hx2] = toSvg([930, belt]);
  body += `<rect x="${Math.min(hx1, hx2).toFixed(0)}" y="${hy.toFixed(0)}" width="${Math.abs(hx2 - hx1).toFixed(0)}" height="${(7 * scale).toFixed(1)}" fill="#fff" opacity="0.22"/>`;
  const [lx1, ly] = toSvg([250, silhouette.clearance + 22]);
  const [lx2] = toSvg([740, silhouette.clearance + 22]);
  body += `<rect x="${Math.min(lx1, lx2).toFixed(0)}" y="${ly.toFixed(0)}" width="${Math.abs(lx2 - lx1).toFixed(0)}" height="${(4 * scale).toFixed(1)}" fill="${dark}" opacity="0.6"/>`;

  if (silhouette.glass.length > 0) {
    body += `<path d="${path(silhouette.glass, toSvg)}" fill="#26323d" stroke="#111" stroke-width="2"/>`;
    const [gx, gy] = toSvg(silhouette.glass[1] as Point);
    const [gx2, gy2] = toSvg(silhouette.glass[3] as Point);
    body += `<path d="M${gx.toFixed(0)},${(gy + 8).toFixed(0)} L${((gx + gx2) / 2).toFixed(0)},${(gy + 8).toFixed(0)} L${((gx + gx2) / 2 - 40 * scale).toFixed(0)},${gy2.toFixed(0)} Z" fill="#9fb6c8" opacity="0.35"/>`;
    if (silhouette.pillar !== null) {
      const glassTop = Math.max(...silhouette.glass.map(([, h]) => h));
      const glassBottom = Math.min(...silhouette.glass.map(([, h]) => h));
      const [px, py] = toSvg([silhouette.pillar, glassTop + 4]);
      const [, pyb] = toSvg([silhouette.pillar, glassBottom - 2]);
      body += `<rect x="${(px - 7 * scale).toFixed(0)}" y="${Math.min(py, pyb).toFixed(0)}" width="${(14 * scale).toFixed(0)}" height="${Math.abs(pyb - py).toFixed(0)}" fill="#15181b"/>`;
      // Door seams and handles.
      for (const doorX of [
        silhouette.pillar,
        silhouette.pillar + 230 > 700 ? 690 : silhouette.pillar + 230,
      ]) {
        const [dx, dy1] = toSvg([doorX, belt + 10]);
        const [, dy2] = toSvg([doorX, silhouette.clearance + 30]);
        body += `<path d="M${dx.toFixed(0)},${dy1.toFixed(0)} L${dx.toFixed(0)},${dy2.toFixed(0)}" stroke="${dark}" stroke-width="2.5"/>`;
      }
      const [hdx, hdy] = toSvg([silhouette.pillar - 60, belt - 25]);
      body += `<rect x="${(hdx - 16 * scale).toFixed(0)}" y="${hdy.toFixed(0)}" width="${(32 * scale).toFixed(0)}" height="${(7 * scale).toFixed(0)}" rx="3" fill="${dark}"/>`;
    }
  }
  if (silhouette.windscreen) {
    const [[bx, bh], [tx, th]] = silhouette.windscreen;
    const [x1, y1] = toSvg([bx, bh]);
    const [x2, y2] = toSvg([tx, th]);
    body += `<path d="M${x1.toFixed(0)},${y1.toFixed(0)} L${x2.toFixed(0)},${y2.toFixed(0)}" stroke="#222" stroke-width="${(9 * scale).toFixed(0)}" stroke-linecap="round"/>`;
    // Seat backs in the open cabin.
    for (const seatX of [420, 520]) {
      const [s1x, s1y] = toSvg([seatX, 196]);
      body += `<rect x="${(s1x - 22 * scale).toFixed(0)}" y="${(s1y - 70 * scale).toFixed(0)}" width="${(44 * scale).toFixed(0)}" height="${(72 * scale).toFixed(0)}" rx="${(14 * scale).toFixed(0)}" fill="#2a2422"/>`;
    }
  }
  // Lamps: headlight at the front, tail light at the rear.
  const noseH = (silhouette.body[silhouette.body.length - 2] as Point)[1];
  const [fx, fy] = toSvg([968, noseH + 12]);
  body += `<ellipse cx="${fx.toFixed(0)}" cy="${fy.toFixed(0)}" rx="${(30 * scale).toFixed(0)}" ry="${(13 * scale).toFixed(0)}" fill="#f4f1e6" stroke="#555" stroke-width="2"/>`;
  const tailH = (silhouette.body[1] as Point)[1];
  const [tx, ty] = toSvg([12, tailH + 10]);
  body += `<rect x="${(tx - 14 * scale).toFixed(0)}" y="${(ty - 12 * scale).toFixed(0)}" width="${(28 * scale).toFixed(0)}" height="${(26 * scale).toFixed(0)}" rx="5" fill="#b0151b"/>`;
  // Mirror.
  const glassFront = silhouette.glass[3] ?? silhouette.windscreen?.[0];
  if (glassFront) {
    const [mx, my] = toSvg([glassFront[0] - 10, glassFront[1] + 10]);
    body += `<ellipse cx="${mx.toFixed(0)}" cy="${my.toFixed(0)}" rx="${(20 * scale).toFixed(0)}" ry="${(13 * scale).toFixed(0)}" fill="${dark}"/>`;
  }

  // Wheels with a rim style that depends on the make and the seed.
  const spokes = [5, 6, 10, 7][(brandHash + rng.int(0, 1)) % 4] as number;
  const rimColor = rng.pick(['#c9ccd0', '#d8dadc', '#3a3c40', '#a7abb0']);
  let wheels = '';
  for (const wx of [rearWheelX, frontWheelX]) {
    const [cx, cy] = toSvg([wx, silhouette.wheelRadius]);
    const r = silhouette.wheelRadius * scale;
    wheels += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#141414"/>`;
    wheels += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 0.62).toFixed(1)}" fill="${rimColor}"/>`;
    const rot = rng.float(0, 360);
    for (let i = 0; i < spokes; i++) {
      const a = ((rot + (360 / spokes) * i) * Math.PI) / 180;
      wheels += `<path d="M${cx.toFixed(1)},${cy.toFixed(1)} L${(cx + Math.cos(a) * r * 0.58).toFixed(1)},${(cy + Math.sin(a) * r * 0.58).toFixed(1)}" stroke="#55585d" stroke-width="${(r * 0.09).toFixed(1)}"/>`;
    }
    wheels += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 0.14).toFixed(1)}" fill="#2a2b2e"/>`;
  }

  // Three-quarter views: squeeze the side and add the visible front or rear face.
  let face = '';
  if (threeQuarter) {
    const front = angle === 'front-three-quarter';
    const endX = front ? 1000 : 0;
    const [ex, ey] = toSvg([endX, silhouette.clearance]);
    const topH = front ? noseH : tailH;
    const [, ety] = toSvg([endX, topH + 20]);
    // The end face sits just inside the side outline, like a lamp cluster seen at an angle.
    const faceWidth = 130 * scale;
    const [centerX] = toSvg([500, 0]);
    const dir = ex > centerX ? -1 : 1;
    const fx0 = ex;
    const fx1 = ex + dir * faceWidth;
    face += `<path d="M${fx0.toFixed(0)},${ety.toFixed(0)} L${fx1.toFixed(0)},${(ety - 6 * scale).toFixed(0)} L${fx1.toFixed(0)},${(ey - 4 * scale).toFixed(0)} L${fx0.toFixed(0)},${ey.toFixed(0)} Z" fill="${shade(color, -0.25)}" opacity="0.9"/>`;
    const midY = (ety + ey) / 2;
    const grille = brandHash % 3;
    if (front) {
      const gw = faceWidth * (grille === 0 ? 0.5 : 0.38);
      face += `<rect x="${(Math.min(fx0, fx1) + (faceWidth - gw) / 2).toFixed(0)}" y="${(midY - 4 * scale).toFixed(0)}" width="${gw.toFixed(0)}" height="${((grille === 1 ? 44 : 28) * scale).toFixed(0)}" rx="${(grille === 2 ? 14 : 4) * scale}" fill="#18191b"/>`;
      for (const side of [0.14, 0.86]) {
        face += `<ellipse cx="${(Math.min(fx0, fx1) + faceWidth * side).toFixed(0)}" cy="${(midY - 16 * scale).toFixed(0)}" rx="${(24 * scale).toFixed(0)}" ry="${(12 * scale).toFixed(0)}" fill="#f4f1e6" stroke="#555" stroke-width="2"/>`;
      }
    } else {
      for (const side of [0.12, 0.88]) {
        face += `<rect x="${(Math.min(fx0, fx1) + faceWidth * side - 20 * scale).toFixed(0)}" y="${(midY - 22 * scale).toFixed(0)}" width="${(40 * scale).toFixed(0)}" height="${(22 * scale).toFixed(0)}" rx="4" fill="#b0151b"/>`;
      }
      face += `<rect x="${(Math.min(fx0, fx1) + faceWidth * 0.3).toFixed(0)}" y="${(midY + 4 * scale).toFixed(0)}" width="${(faceWidth * 0.4).toFixed(0)}" height="${(22 * scale).toFixed(0)}" fill="#e9e9e9" stroke="#333" stroke-width="2"/>`;
    }
  }

  const car_ = `${car}${body}${wheels}${face}`;
  if (!reflect) return car_;
  return `<g transform="translate(0 ${(2 * groundY).toFixed(0)}) scale(1 -1)" opacity="0.16">${body}${wheels}</g>${car_}`;
}

/**
 * A stylised photo of a car: silhouette by body type, in the car's colour, on a scene.
 * JPEG, 1280×960, no text and no fonts, so it renders offline and fast.
 */
export async function renderCarPhoto(options: RenderCarPhotoOptions): Promise<Buffer> {
  const rng = createRng(`${options.seed}|${options.angle}|${options.scene ?? ''}`);
  const scene = options.scene ?? rng.pick(PHOTO_SCENES);
  const silhouette = SILHOUETTES[options.bodySlug as BodySlug] ?? SILHOUETTES.limuzina;
  const horizon = Math.round(rng.float(0.5, 0.6) * PHOTO_HEIGHT);
  const groundY = Math.round(rng.float(0.8, 0.86) * PHOTO_HEIGHT);
  const brandHash = hashText(`${options.brandName} ${options.modelName}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">${background(rng, scene, horizon)}${carSvg(rng, silhouette, options.color, options.angle, brandHash, groundY, scene === 'showroom')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toBuffer();
}

/**
 * The photos of one advert: 1 to 5 views (the first a side view), each on its own scene.
 */
export function planCarPhotos(
  rng: Rng,
  car: {
    chassisNumber: string;
    color: { hex: string };
    bodySlug: string;
    brandName: string;
    modelName: string;
  },
): RenderCarPhotoOptions[] {
  const count = rng.weighted([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 3],
  ] as const);
  const homeScene = rng.pick(PHOTO_SCENES);
  const angles: PhotoAngle[] = [
    'side',
    'front-three-quarter',
    'rear-three-quarter',
    'side-rear',
    'front-three-quarter',
  ];
  return angles.slice(0, count).map((angle, i) => ({
    seed: `${car.chassisNumber}-${i}`,
    color: car.color.hex,
    bodySlug: car.bodySlug,
    brandName: car.brandName,
    modelName: car.modelName,
    angle,
    scene: i === 0 || rng.chance(0.6) ? homeScene : rng.pick(PHOTO_SCENES),
  }));
}
