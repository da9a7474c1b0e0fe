import type { ImageSpec } from "../cases/schema";
import { FONT_FAMILY } from "./fonts";
import { isSchematicFeature, type SchematicFeature } from "./schematic-features";
import { escapeXml, num, seededRandom, svgOpen } from "./svg";

export { isSchematicFeature, SCHEMATIC_FEATURES, type SchematicFeature } from "./schematic-features";

export type SchematicSpec = Extract<ImageSpec, { kind: "schematic" }>;
type Point = readonly [number, number];

/**
 * Schematic frontal chest X-ray (radiological convention: the patient's right is on the image's left).
 * Not photo-realistic: clean shapes with the usual densities (air black, soft tissue grey, bone white).
 */
const W = 600;
const H = 720;
const MID = W / 2;

/** True when the modality is a chest radiograph ("radiographie thoracique", "Rx thorax"…). */
export function isChestModality(modality: string): boolean {
  return /thora/i.test(modality.normalize("NFD").replace(/\p{M}/gu, ""));
}

/** Smooth curve through points (Catmull–Rom converted to cubic Béziers), as path commands without the M. */
function through(points: readonly Point[]): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0], 1)} ${num(c1[1], 1)} ${num(c2[0], 1)} ${num(c2[1], 1)} ${num(p2[0], 1)} ${num(p2[1], 1)}`;
  }
  return d;
}
const move = (p: Point | undefined): string => (p ? `M${num(p[0], 1)} ${num(p[1], 1)}` : "");
const mirror = (points: readonly Point[], dy = 0): Point[] => points.map(([x, y]) => [W - x, y + dy]);

interface Side {
  /** Apex to costophrenic angle. */
  lateral: Point[];
  /** Costophrenic angle to the medial end of the dome. */
  dome: Point[];
  hilum: Point;
}

const RIGHT: Side = {
  lateral: [
    [268, 92],
    [222, 76],
    [172, 96],
    [134, 150],
    [110, 230],
    [97, 330],
    [90, 420],
    [88, 500],
    [92, 566],
  ],
  dome: [
    [92, 566],
    [122, 532],
    [162, 504],
    [208, 492],
    [252, 497],
    [286, 514],
    [304, 534],
  ],
  hilum: [262, 300],
};
const LEFT: Side = {
  lateral: mirror(RIGHT.lateral).map(([x, y], i, all) => [x, y + (i / (all.length - 1)) * 18]),
  dome: mirror(RIGHT.dome, 18),
  hilum: [342, 308],
};

function lungPath(side: Side): string {
  const medialX = side === RIGHT ? MID + 4 : MID - 4;
  return `${move(side.lateral[0])}${through(side.lateral)}${through(side.dome)}L${medialX} 300L${medialX} 120Z`;
}

/** Heart and mediastinum outline, clockwise from the top of the right mediastinal border. */
function heartPath(enlarged: boolean): string {
  const grow = ([x, y]: Point): Point => {
    if (!enlarged || y < 320) return [x, y];
    const k = x > MID ? 1.45 : 1.32;
    return [MID + (x - MID) * k, y + (y > 480 ? 10 : 0)];
  };
  const points: Point[] = (
    [
      [268, 40],
      [262, 130],
      [256, 220],
      [254, 300],
      [244, 350],
      [234, 400],
      [231, 450],
      [238, 492],
      [254, 522],
      [300, 548],
      [360, 548],
      [412, 540],
      [446, 528],
      [452, 480],
      [442, 420],
      [420, 374],
      [394, 346],
      [380, 318],
      [384, 290],
      [388, 252],
      [380, 214],
      [358, 194],
      [342, 150],
      [334, 40],
    ] as Point[]
  ).map(grow);
  return `${move(points[0])}${through(points)}Z`;
}

/** Lung vessels: deterministic branching lines radiating from the hila. */
function vessels(side: Side, seed: number): string {
  const random = seededRandom(seed);
  const lines: string[] = [];
  const [hx, hy] = side.hilum;
  const outward = side === RIGHT ? -1 : 1;
  const grow = (x: number, y: number, angle: number, length: number, width: number, depth: number): void => {
    if (depth === 0 || length < 12) return;
    const x2 = x + Math.cos(angle) * length;
    const y2 = y + Math.sin(angle) * length;
    lines.push(`<path d="M${num(x, 1)} ${num(y, 1)}L${num(x2, 1)} ${num(y2, 1)}" stroke-width="${num(width, 1)}"/>`);
    grow(x2, y2, angle - 0.25 - random() * 0.2, length * 0.7, width * 0.65, depth - 1);
    grow(x2, y2, angle + 0.2 + random() * 0.2, length * 0.66, width * 0.65, depth - 1);
  };
  for (const base of [-1.25, -0.7, -0.15, 0.4, 0.95]) {
    const angle = (outward > 0 ? 0 : Math.PI) - outward * base + (random() - 0.5) * 0.15;
    grow(hx, hy, angle, 40 + random() * 12, 4.5, 4);
  }
  return lines.join("");
}

function ribs(): string {
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < 10; i++) {
    const y = 96 + i * 44;
    back.push(`M290 ${y}C236 ${y - 24} 150 ${y - 18} 96 ${y + 34}`);
    back.push(`M310 ${y}C364 ${y - 24} 450 ${y - 18} 504 ${y + 34}`);
    if (i < 6) {
      const f = 130 + i * 50;
      front.push(`M100 ${f}C150 ${f + 6} 210 ${f + 26} 250 ${f + 50}`);
      front.push(`M500 ${f}C450 ${f + 6} 390 ${f + 26} 350 ${f + 50}`);
    }
  }
  return [
    `<g clip-path="url(#thorax)" fill="none" stroke="#e8e8e8" stroke-linecap="round">`,
    `<path d="${back.join("")}" stroke-opacity="0.26" stroke-width="8"/>`,
    `<path d="${front.join("")}" stroke-opacity="0.12" stroke-width="7"/>`,
    "</g>",
  ].join("");
}

const clavicles = (): string =>
  `<path d="M276 120C232 110 182 80 100 94M324 120C368 110 418 80 500 94" fill="none" stroke="#eeeeee" stroke-opacity="0.85" stroke-width="12" stroke-linecap="round"/>`;

function spine(): string {
  const discs: string[] = [];
  for (let y = 40; y < H; y += 34) discs.push(`M284 ${y}H316`);
  return `<rect x="282" y="0" width="36" height="${H}" fill="#dedede" fill-opacity="0.18"/><path d="${discs.join("")}" stroke="#f0f0f0" stroke-opacity="0.22" stroke-width="3"/>`;
}

function blob(points: ReadonlyArray<readonly [number, number, number, number]>, fill: string, opacity: number): string {
  return points
    .map(
      ([cx, cy, rx, ry]) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" fill-opacity="${opacity}"/>`,
    )
    .join("");
}

/** Visceral pleural line of a collapsed lung: the lateral border pulled towards the hilum, most at the apex. */
function collapsedEdge(side: Side): Point[] {
  const [hx, hy] = side.hilum;
  const last = side.lateral.length - 1;
  return side.lateral.map(([x, y], i) => {
    const k = 0.5 + 0.5 * (i / last) ** 2.2;
    return [hx + (x - hx) * k, hy + (y - hy) * Math.min(1, k + 0.25)] as Point;
  });
}

function pneumothorax(side: Side): string {
  const outer = side.lateral;
  const inner = collapsedEdge(side);
  const reversed = [...inner].reverse();
  const start = reversed[0];
  const air = `${move(outer[0])}${through(outer)}L${num(start?.[0] ?? 0, 1)} ${num(start?.[1] ?? 0, 1)}${through(reversed)}Z`;
  const lung = `${move(inner[0])}${through(inner)}L${side.hilum[0]} ${side.hilum[1] + 200}L${side.hilum[0]} ${side.hilum[1] - 160}Z`;
  return [
    `<path d="${lung}" fill="#5a5a5a" fill-opacity="0.35" filter="url(#soft)"/>`,
    `<path d="${air}" fill="#020202"/>`,
    `<path d="${move(inner[0])}${through(inner)}" fill="none" stroke="#dcdcdc" stroke-width="2.6" data-feature="pleural-line"/>`,
  ].join("");
}

/** One hemithorax down to just below the dome: where pleural fluid can lie. */
function hemithoraxPath(side: Side): string {
  const below = side.dome.map(([x, y]) => [x, y + 26] as Point);
  return `${move(side.lateral[0])}${through(side.lateral)}L${num(below[0]?.[0] ?? 0, 1)} ${num(below[0]?.[1] ?? 0, 1)}${through(below)}L${MID} 100Z`;
}

function effusion(side: Side): string {
  const right = side === RIGHT;
  const x = (v: number) => (right ? v : W - v);
  const top = right ? 380 : 396;
  const d = `M${x(70)} ${top}C${x(100)} ${top + 60} ${x(170)} ${top + 86} ${x(250)} ${top + 92}L${x(310)} ${top + 96}L${x(310)} 680L${x(60)} 680Z`;
  const clip = right ? "hemithorax-right" : "hemithorax-left";
  return `<g filter="url(#soft)"><g clip-path="url(#${clip})"><path d="${d}" fill="#b8b8b8"/></g></g>`;
}

function interstitial(seed: number): string {
  const random = seededRandom(seed);
  const marks: string[] = [];
  const dots: string[] = [];
  for (const side of [RIGHT, LEFT]) {
    const xs = side.lateral.map((p) => p[0]);
    const minX = Math.min(...xs, MID);
    const maxX = Math.max(...xs, MID);
    for (let i = 0; i < 340; i++) {
      const y = 130 + 430 * Math.sqrt(random());
      const x = minX + random() * (maxX - minX);
      const angle = random() * Math.PI;
      const length = 5 + random() * 8;
      if (random() < 0.25)
        dots.push(`<circle cx="${num(x, 1)}" cy="${num(y, 1)}" r="${num(1.6 + random() * 1.4, 1)}"/>`);
      const dx = Math.cos(angle) * length;
      const dy = Math.sin(angle) * length;
      marks.push(`M${num(x, 1)} ${num(y, 1)}l${num(dx, 1)} ${num(dy, 1)}`);
      if (random() < 0.35)
        marks.push(`M${num(x + dx, 1)} ${num(y + dy, 1)}l${num(random() * 8 - 4, 1)} ${num(6 + random() * 6, 1)}`);
    }
  }
  return [
    `<path d="${marks.join("")}" fill="none" stroke="#bdbdbd" stroke-opacity="0.5" stroke-width="1.8" stroke-linecap="round"/>`,
    `<g fill="#c8c8c8" fill-opacity="0.55">${dots.join("")}</g>`,
  ].join("");
}

function freeAir(): string {
  const dome = RIGHT.dome.slice(1, 6);
  const below = dome
    .map(([x, y], i, all) => [x, y + 22 * Math.sin((Math.PI * i) / (all.length - 1))] as Point)
    .reverse();
  const d = `${move(dome[0])}${through(dome)}L${num(below[0]?.[0] ?? 0, 1)} ${num(below[0]?.[1] ?? 0, 1)}${through(below)}Z`;
  const line = `${move(dome[0])}${through(dome)}`;
  return `<path d="${d}" fill="#070707" data-feature="free-air"/><path d="${line}" fill="none" stroke="#c8c8c8" stroke-width="4"/>`;
}

function featureLayer(feature: SchematicFeature): string {
  switch (feature) {
    case "opacity-right-base":
      return `<g clip-path="url(#lung-right)" filter="url(#blur)">${blob(
        [
          [165, 468, 72, 50],
          [210, 432, 48, 42],
          [128, 500, 46, 44],
          [120, 420, 30, 34],
          [190, 500, 50, 30],
        ],
        "#dadada",
        0.9,
      )}</g>`;
    case "opacity-left-base":
      return `<g clip-path="url(#lung-left)" filter="url(#blur)">${blob(
        [
          [452, 486, 62, 48],
          [414, 456, 46, 40],
          [478, 524, 42, 40],
          [486, 440, 28, 34],
          [424, 522, 48, 30],
        ],
        "#e2e2e2",
        0.85,
      )}</g>`;
    case "opacity-right-upper":
      return `<g clip-path="url(#lung-right)"><g clip-path="url(#above-fissure)"><g filter="url(#blur)">${blob(
        [
          [185, 215, 80, 60],
          [150, 260, 60, 45],
          [230, 250, 55, 50],
        ],
        "#d4d4d4",
        0.82,
      )}</g></g></g>`;
    case "pleural-effusion-right":
      return effusion(RIGHT);
    case "pleural-effusion-left":
      return effusion(LEFT);
    case "pneumothorax-right":
      return `<g clip-path="url(#lung-right)">${pneumothorax(RIGHT)}</g>`;
    case "pneumothorax-left":
      return `<g clip-path="url(#lung-left)">${pneumothorax(LEFT)}</g>`;
    case "interstitial-bilateral":
      return `<g clip-path="url(#lungs)">${interstitial(0x1a2b3c)}</g>`;
    case "free-air-subdiaphragmatic":
      return freeAir();
    default:
      return "";
  }
}

function unsupported(spec: SchematicSpec): string {
  return [
    svgOpen(W, 240),
    `<rect width="${W}" height="240" fill="#111111"/>`,
    `<text x="${MID}" y="110" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="22" font-weight="bold" fill="#eeeeee">${escapeXml(spec.modality)}</text>`,
    `<text x="${MID}" y="145" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="15" fill="#bbbbbb">Schéma non disponible pour cette modalité</text>`,
    "</svg>",
  ].join("\n");
}

/** A schematic frontal chest X-ray with the spec's features, as SVG. */
export function renderSchematicSvg(spec: SchematicSpec): string {
  if (!isChestModality(spec.modality)) return unsupported(spec);
  const features = [...new Set(spec.features.filter(isSchematicFeature))];
  // A left lower-lobe opacity lies behind the heart: drawn over it, it blurs the left heart border.
  const overHeart = (f: SchematicFeature) => f === "opacity-left-base";
  const under = features.filter((f) => !overHeart(f)).map(featureLayer);
  const over = features.filter(overHeart).map(featureLayer);
  const right = lungPath(RIGHT);
  const left = lungPath(LEFT);
  return [
    svgOpen(W, H),
    "<defs>",
    `<radialGradient id="body" cx="50%" cy="70%" r="75%"><stop offset="0" stop-color="#c6c6c6"/><stop offset="0.65" stop-color="#9c9c9c"/><stop offset="1" stop-color="#646464"/></radialGradient>`,
    `<radialGradient id="lung" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#343434"/><stop offset="1" stop-color="#161616"/></radialGradient>`,
    `<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`,
    `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4"/></filter>`,
    `<filter id="edge" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2.2"/></filter>`,
    `<clipPath id="lung-right"><path d="${right}"/></clipPath>`,
    `<clipPath id="lung-left"><path d="${left}"/></clipPath>`,
    `<clipPath id="lungs"><path d="${right}"/><path d="${left}"/></clipPath>`,
    `<clipPath id="hemithorax-right"><path d="${hemithoraxPath(RIGHT)}"/></clipPath>`,
    `<clipPath id="hemithorax-left"><path d="${hemithoraxPath(LEFT)}"/></clipPath>`,
    `<clipPath id="thorax"><path d="${right}"/><path d="${left}"/><rect x="250" y="60" width="100" height="480"/></clipPath>`,
    `<clipPath id="above-fissure"><rect width="${MID}" height="292"/></clipPath>`,
    "</defs>",
    `<rect width="${W}" height="${H}" fill="#060606"/>`,
    `<path d="M0 ${H}L0 128C40 96 130 74 236 66L252 0L348 0L364 66C470 74 560 96 600 128L600 ${H}Z" fill="url(#body)"/>`,
    `<ellipse cx="${W - 200}" cy="578" rx="42" ry="22" fill="#303030"/>`,
    `<g filter="url(#edge)"><path d="${right}" fill="url(#lung)"/><path d="${left}" fill="url(#lung)"/></g>`,
    `<g clip-path="url(#lungs)" fill="none" stroke="#8c8c8c" stroke-opacity="0.45" stroke-linecap="round">${vessels(RIGHT, 11)}${vessels(LEFT, 23)}</g>`,
    `<g class="features">${under.join("")}</g>`,
    `<path d="${heartPath(features.includes("cardiomegaly"))}" fill="#d4d4d4" filter="url(#edge)"/>`,
    `<g class="features">${over.join("")}</g>`,
    spine(),
    `<path d="M300 0L302 186M302 188L262 226M302 188L344 232" fill="none" stroke="#2a2a2a" stroke-opacity="0.55" stroke-width="15" stroke-linecap="round"/>`,
    ribs(),
    clavicles(),
    `<rect x="22" y="22" width="34" height="38" rx="4" fill="none" stroke="#f2f2f2" stroke-width="2"/>`,
    `<text x="39" y="50" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="24" font-weight="bold" fill="#f2f2f2">D</text>`,
    "</svg>",
  ].join("\n");
}
