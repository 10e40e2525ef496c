import type { SampleCourt } from '#server/db-tools/sample-data';

/**
 * Pictures of the sample courts, drawn from what each court says it is (its surface, setting,
 * floodlights and number of courts) so that a card never shows a clay court for a hard one:
 * a view from behind a baseline and a view from above. Plain SVG, rendered by sharp.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;

/** A court's dimensions in metres (doubles), with the run-off around it. */
const LENGTH = 23.77;
const HALF_WIDTH = 5.485;
const SINGLES_HALF_WIDTH = 4.115;
const SERVICE_LINE = 6.4;
const RUN_BACK = 6;
const RUN_SIDE = 3.7;

interface Palette {
  court: string;
  surround: string;
  stripe?: string;
  lines: string;
}

const PALETTES: Record<SampleCourt['surface'], Palette> = {
  clay: { court: '#c4613a', surround: '#b9573a', lines: '#f4efe6' },
  hard: { court: '#2f6ea6', surround: '#3d8a5f', lines: '#f6f6f2' },
  grass: { court: '#5e9c3c', surround: '#578f37', stripe: '#68a946', lines: '#f7f7f0' },
  synthetic: { court: '#3a9457', surround: '#348650', stripe: '#41a061', lines: '#f6f6ee' },
  carpet: { court: '#8c3a3a', surround: '#3f6f8c', lines: '#f4f1ea' },
};

type Point = [number, number];

/** A pinhole camera behind the near baseline, a little above a player's head, looking down. */
function project([x, y]: Point, height = 0): Point {
  const camera = { x: 1.6, y: -13, z: 7.5 };
  const pitch = 0.33;
  const focal = 1500;
  const dx = x - camera.x;
  const dy = y - camera.y;
  const dz = height - camera.z;
  const forward = dy * Math.cos(pitch) - dz * Math.sin(pitch);
  const up = dy * Math.sin(pitch) + dz * Math.cos(pitch);
  return [SCENE_WIDTH / 2 + (focal * dx) / forward, SCENE_HEIGHT * 0.6 - (focal * up) / forward];
}

const points = (corners: Point[], height = 0) =>
  corners
    .map((corner) => project(corner, height))
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

/** A line on the ground as a thin quadrilateral, so that it narrows with distance. */
function groundLine(from: Point, to: Point, width = 0.06): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const nx = (-(y2 - y1) / length) * (width / 2);
  const ny = ((x2 - x1) / length) * (width / 2);
  const corners: Point[] = [
    [x1 + nx, y1 + ny],
    [x2 + nx, y2 + ny],
    [x2 - nx, y2 - ny],
    [x1 - nx, y1 - ny],
  ];
  return `<polygon points="${points(corners)}"/>`;
}

function courtLines(): string {
  const w = HALF_WIDTH;
  const s = SINGLES_HALF_WIDTH;
  const middle = LENGTH / 2;
  return [
    groundLine([-w, 0], [w, 0], 0.1),
    groundLine([-w, LENGTH], [w, LENGTH], 0.1),
    groundLine([-w, 0], [-w, LENGTH]),
    groundLine([w, 0], [w, LENGTH]),
    groundLine([-s, 0], [-s, LENGTH]),
    groundLine([s, 0], [s, LENGTH]),
    groundLine([-s, middle - SERVICE_LINE], [s, middle - SERVICE_LINE]),
    groundLine([-s, middle + SERVICE_LINE], [s, middle + SERVICE_LINE]),
    groundLine([0, middle - SERVICE_LINE], [0, middle + SERVICE_LINE]),
    groundLine([0, 0], [0, 0.2]),
    groundLine([0, LENGTH - 0.2], [0, LENGTH]),
  ].join('');
}

function net(): string {
  const y = LENGTH / 2;
  const post = HALF_WIDTH + 0.9;
  const band = points(
    [
      [-post, y],
      [post, y],
    ],
    1.07,
  );
  const mesh = `<polygon fill="#1d1d1d" fill-opacity="0.55" points="${points([[-post, y]], 1.07)} ${points([[post, y]], 1.07)} ${points([[post, y]], 0)} ${points([[-post, y]], 0)}"/>`;
  const tape = `<polyline fill="none" stroke="#f7f7f2" stroke-width="7" points="${band}"/>`;
  const posts = [-post, post]
    .map((x) => {
      const [bx, by] = project([x, y], 0);
      const [tx, ty] = project([x, y], 1.07);
      return `<line x1="${bx}" y1="${by}" x2="${tx}" y2="${ty}" stroke="#2b2b2b" stroke-width="9"/>`;
    })
    .join('');
  return mesh + tape + posts;
}

/** Grass and artificial grass are mown or laid in bands across the court. */
function stripes(palette: Palette): string {
  if (!palette.stripe) return '';
  const bands: string[] = [];
  for (let y = -RUN_BACK; y < LENGTH + RUN_BACK; y += 4) {
    const corners: Point[] = [
      [-HALF_WIDTH - RUN_SIDE, y],
      [HALF_WIDTH + RUN_SIDE, y],
      [HALF_WIDTH + RUN_SIDE, y + 2],
      [-HALF_WIDTH - RUN_SIDE, y + 2],
    ];
    bands.push(`<polygon fill="${palette.stripe}" points="${points(corners)}"/>`);
  }
  return bands.join('');
}

/** A floodlight mast at each corner of the run-off, lamps turned to the court. */
function floodlights(): string {
  const masts: Point[] = [
    [-HALF_WIDTH - RUN_SIDE - 0.5, LENGTH + RUN_BACK - 1],
    [HALF_WIDTH + RUN_SIDE + 0.5, LENGTH + RUN_BACK - 1],
    [-HALF_WIDTH - RUN_SIDE - 0.5, 1],
    [HALF_WIDTH + RUN_SIDE + 0.5, 1],
  ];
  return masts
    .map((foot) => {
      const [bx, by] = project(foot, 0);
      const [tx, ty] = project(foot, 10);
      const scale = Math.max(0.4, (by - ty) / 200);
      return `<line x1="${bx}" y1="${by}" x2="${tx}" y2="${ty}" stroke="#55595c" stroke-width="${(6 * scale).toFixed(1)}"/>
<rect x="${tx - 22 * scale}" y="${ty - 10 * scale}" width="${44 * scale}" height="${16 * scale}" rx="${3 * scale}" fill="#e8eef0" stroke="#55595c" stroke-width="${2 * scale}"/>`;
    })
    .join('');
}

/** Sofia's mountain behind the trees, and the sky over it. */
function outdoorBackdrop(): string {
  const horizon = project([0, 400])[1];
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#7fb4e3"/><stop offset="1" stop-color="#d9ecf7"/></linearGradient></defs>
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>
<path fill="#7d8ea6" d="M0 ${horizon - 18} L260 ${horizon - 70} L520 ${horizon - 115} L700 ${horizon - 140} L860 ${horizon - 124} L1100 ${horizon - 88} L1350 ${horizon - 55} L1600 ${horizon - 30} L1600 ${horizon} L0 ${horizon} Z"/>
<path fill="#f1f4f7" d="M600 ${horizon - 125} L700 ${horizon - 140} L790 ${horizon - 131} L740 ${horizon - 126} L690 ${horizon - 132} L650 ${horizon - 122} Z"/>
${Array.from({ length: 26 }, (_, i) => {
  const x = i * 64 + (i % 3) * 11;
  const r = 30 + ((i * 37) % 19);
  return `<circle cx="${x}" cy="${horizon + 10 - r * 0.4}" r="${r}" fill="${i % 2 ? '#3f6b35' : '#4a7a3d'}"/>`;
}).join('')}
<rect y="${horizon + 10}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#4d7a3f"/>`;
}

/** The inside of a hall: walls, a ceiling with its trusses and a row of lights. */
function hallBackdrop(kind: 'hall' | 'balloon'): string {
  const horizon = project([0, LENGTH + RUN_BACK])[1];
  if (kind === 'balloon') {
    return `<defs><radialGradient id="dome" cx="0.5" cy="1" r="1">
<stop offset="0" stop-color="#fbfbf8"/><stop offset="1" stop-color="#cfd6da"/></radialGradient></defs>
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#dome)"/>
${[0.2, 0.4, 0.6, 0.8]
  .map(
    (t) =>
      `<path d="M0 ${horizon} Q ${SCENE_WIDTH / 2} ${-horizon * t} ${SCENE_WIDTH} ${horizon}" fill="none" stroke="#b9c2c8" stroke-width="3"/>`,
  )
  .join('')}`;
  }
  return `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#c9ced3"/>
<rect y="${horizon - 260}" width="${SCENE_WIDTH}" height="260" fill="#22466b"/>
${Array.from({ length: 9 }, (_, i) => {
  const x = 80 + i * 180;
  return `<line x1="${x}" y1="0" x2="${SCENE_WIDTH / 2 + (x - SCENE_WIDTH / 2) * 0.35}" y2="${horizon - 260}" stroke="#9aa3ab" stroke-width="8"/>
<rect x="${x - 40}" y="${60 + (i % 2) * 8}" width="80" height="14" rx="4" fill="#fffbe6"/>`;
}).join('')}`;
}

/** A dark green windscreen on the fence behind the far baseline. */
function backFence(): string {
  const far = LENGTH + RUN_BACK;
  const side = HALF_WIDTH + RUN_SIDE;
  const corners = `${points([[-side - 6, far]], 0)} ${points([[side + 6, far]], 0)} ${points([[side + 6, far]], 3)} ${points([[-side - 6, far]], 3)}`;
  return `<polygon fill="#24533a" points="${corners}"/>`;
}

/** The view from behind a baseline. */
export function baselineView(court: SampleCourt): string {
  const palette = PALETTES[court.surface];
  const side = HALF_WIDTH + RUN_SIDE;
  const area: Point[] = [
    [-side - 6, -RUN_BACK],
    [side + 6, -RUN_BACK],
    [side + 6, LENGTH + RUN_BACK],
    [-side - 6, LENGTH + RUN_BACK],
  ];
  const surround: Point[] = [
    [-side, -RUN_BACK],
    [side, -RUN_BACK],
    [side, LENGTH + RUN_BACK],
    [-side, LENGTH + RUN_BACK],
  ];
  const playing: Point[] = [
    [-HALF_WIDTH, 0],
    [HALF_WIDTH, 0],
    [HALF_WIDTH, LENGTH],
    [-HALF_WIDTH, LENGTH],
  ];
  const backdrop =
    court.setting === 'indoor'
      ? hallBackdrop('hall')
      : court.winterCover?.kind === 'balloon'
        ? hallBackdrop('balloon')
        : outdoorBackdrop();
  const indoors = court.setting === 'indoor' || court.winterCover?.kind === 'balloon';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
${backdrop}
<polygon fill="${indoors ? '#6f7479' : '#4d7a3f'}" points="${points(area)}"/>
<polygon fill="${palette.surround}" points="${points(surround)}"/>
${stripes(palette)}
<polygon fill="${palette.court}" fill-opacity="${palette.stripe ? 0.35 : 1}" points="${points(playing)}"/>
<g fill="${palette.lines}">${courtLines()}</g>
${indoors ? '' : backFence()}
${net()}
${court.floodlights && !indoors ? floodlights() : ''}
</svg>`;
}

/** The courts of the club from above, side by side, under their roof or cover where they have one. */
export function aerialView(court: SampleCourt): string {
  const palette = PALETTES[court.surface];
  const perRow = Math.min(court.totalCourts, 4);
  const rows = Math.ceil(court.totalCourts / perRow);
  const cellWidth = 2 * (HALF_WIDTH + RUN_SIDE);
  const cellHeight = LENGTH + 2 * RUN_BACK;
  // Courts lie across the picture: a court's length runs left to right.
  const scale = Math.min(
    (SCENE_WIDTH - 160) / (rows * cellHeight),
    (SCENE_HEIGHT - 160) / (perRow * cellWidth),
  );
  const blockWidth = rows * cellHeight * scale;
  const blockHeight = perRow * cellWidth * scale;
  const left = (SCENE_WIDTH - blockWidth) / 2;
  const top = (SCENE_HEIGHT - blockHeight) / 2;
  const cells: string[] = [];
  for (let index = 0; index < court.totalCourts; index++) {
    const x = left + Math.floor(index / perRow) * cellHeight * scale;
    const y = top + (index % perRow) * cellWidth * scale;
    const m = (metres: number) => (metres * scale).toFixed(1);
    const cx = (along: number) => (x + (RUN_BACK + along) * scale).toFixed(1);
    const cy = (across: number) => (y + (RUN_SIDE + HALF_WIDTH + across) * scale).toFixed(1);
    const line = (x1: string, y1: string, x2: string, y2: string) =>
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
    const middle = LENGTH / 2;
    cells.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${m(cellHeight)}" height="${m(cellWidth)}" fill="${palette.surround}" stroke="#2f4a36" stroke-width="2"/>
<rect x="${cx(0)}" y="${cy(-HALF_WIDTH)}" width="${m(LENGTH)}" height="${m(2 * HALF_WIDTH)}" fill="${palette.court}"/>
<g stroke="${palette.lines}" stroke-width="${Math.max(2, 0.08 * scale).toFixed(1)}" fill="none">
<rect x="${cx(0)}" y="${cy(-HALF_WIDTH)}" width="${m(LENGTH)}" height="${m(2 * HALF_WIDTH)}"/>
${line(cx(0), cy(-SINGLES_HALF_WIDTH), cx(LENGTH), cy(-SINGLES_HALF_WIDTH))}
${line(cx(0), cy(SINGLES_HALF_WIDTH), cx(LENGTH), cy(SINGLES_HALF_WIDTH))}
${line(cx(middle - SERVICE_LINE), cy(-SINGLES_HALF_WIDTH), cx(middle - SERVICE_LINE), cy(SINGLES_HALF_WIDTH))}
${line(cx(middle + SERVICE_LINE), cy(-SINGLES_HALF_WIDTH), cx(middle + SERVICE_LINE), cy(SINGLES_HALF_WIDTH))}
${line(cx(middle - SERVICE_LINE), cy(0), cx(middle + SERVICE_LINE), cy(0))}
</g>
${line(cx(middle), cy(-HALF_WIDTH - 0.9), cx(middle), cy(HALF_WIDTH + 0.9)).replace('/>', ` stroke="#1d1d1d" stroke-width="${Math.max(3, 0.12 * scale).toFixed(1)}"/>`)}`);
  }
  const cover =
    court.setting === 'indoor'
      ? `<rect x="${left - 30}" y="${top - 30}" width="${blockWidth + 60}" height="${blockHeight + 60}" fill="none" stroke="#8d959c" stroke-width="30"/>`
      : court.winterCover
        ? `<rect x="${left - 12}" y="${top - 12}" width="${blockWidth / 2 + 12}" height="${blockHeight + 24}" rx="${court.winterCover.kind === 'balloon' ? 90 : 8}" fill="#f4f6f7" fill-opacity="0.82" stroke="#c3cbd0" stroke-width="4"/>`
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="#5b8a47"/>
${Array.from({ length: 40 }, (_, i) => {
  const x = (i * 397) % SCENE_WIDTH;
  const y = (i * 631) % SCENE_HEIGHT;
  return `<circle cx="${x}" cy="${y}" r="${26 + (i % 5) * 6}" fill="#3f6d33"/>`;
}).join('')}
<rect x="${left - 50}" y="${top - 50}" width="${blockWidth + 100}" height="${blockHeight + 100}" fill="#9a9c94"/>
${cells.join('\n')}
${cover}
</svg>`;
}
