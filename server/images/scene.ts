/** Whole pictures: background + drawing for products and categories, the placeholder, banners. */
import { drawKind, drawProfile, type Kind, type Profile } from './kinds.ts';
import { BACKGROUNDS, between, pick, rngFrom, type Rng, safeColor, shade } from './palette.ts';
import { circle, esc, g, path, rect } from './svg.ts';

const W = 640;
const H = 480;

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Sunburst rays from (cx, cy) in a translucent colour. */
function rays(cx: number, cy: number, count: number, length: number, color: string, turn: number) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = turn + (i * 2 * Math.PI) / count;
    const a1 = a0 + Math.PI / count;
    d += `M${cx},${cy} L${(cx + Math.cos(a0) * length).toFixed(1)},${(cy + Math.sin(a0) * length).toFixed(1)} L${(cx + Math.cos(a1) * length).toFixed(1)},${(cy + Math.sin(a1) * length).toFixed(1)} Z `;
  }
  return path(d, color);
}

function confetti(rnd: Rng, w: number, h: number, color: string, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++)
    s += circle(rnd() * w, rnd() * h, 3 + rnd() * 6, color, 'opacity="0.35"');
  return s;
}

/** A promotion's tag: a starburst with a per cent sign, at the picture's top right. */
function promoTag(): string {
  const pts: string[] = [];
  for (let i = 0; i < 24; i++) {
    const r = i % 2 ? 46 : 60;
    const a = (i * Math.PI) / 12;
    pts.push(`${(560 + Math.cos(a) * r).toFixed(1)},${(80 + Math.sin(a) * r).toFixed(1)}`);
  }
  return (
    `<polygon points="${pts.join(' ')}" fill="#d62828" stroke="#fff" stroke-width="4"/>` +
    circle(540, 62, 9, '#fff') +
    circle(580, 98, 9, '#fff') +
    path('M580,52 L540,108', 'none', 'stroke="#fff" stroke-width="9" stroke-linecap="round"')
  );
}

/** Product or category picture, 640 × 480. `style` changes the background treatment. */
export function foodSvg(what: Kind | Profile, seed: string, style: 'product' | 'category'): string {
  const draw = (r: Rng) => (typeof what === 'string' ? drawKind(what, r) : drawProfile(what, r));
  const rnd = rngFrom(seed);
  const [light, deep] = pick(rnd, BACKGROUNDS);
  const defs =
    `<radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>` +
    `<radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  let body = rect(0, 0, W, H, 0, 'url(#bg)');
  if (style === 'category')
    body += rays(W / 2, H / 2, 16, 600, '#ffffff', rnd() * Math.PI).replace(
      '/>',
      ' opacity="0.22"/>',
    );
  else
    body += rays(W / 2, H * 0.55, 12, 520, '#ffffff', rnd() * Math.PI).replace(
      '/>',
      ' opacity="0.12"/>',
    );
  body += confetti(rnd, W, H, shade(deep, -0.15), style === 'category' ? 0 : 14);
  body += `<ellipse cx="${W / 2}" cy="${H * 0.8}" rx="300" ry="70" fill="url(#floor)"/>`;
  const angle = between(rnd, -7, 7).toFixed(1);
  const scale = (style === 'category' ? 1.08 : 1.2) * between(rnd, 0.95, 1.03);
  body += g(
    `translate(${W / 2},${H / 2 + 22}) rotate(${angle}) scale(${scale.toFixed(3)})`,
    draw(rnd),
  );
  if (typeof what !== 'string' && what.traits.promo) body += promoTag();
  return svgDoc(W, H, defs, body);
}

/** Neutral picture for broken or missing images: a covered dish on a plate. */
export function placeholderSvg(): string {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f1e8"/><stop offset="1" stop-color="#e9dfd0"/></linearGradient>`;
  const body =
    rect(0, 0, W, H, 0, 'url(#bg)') +
    `<ellipse cx="320" cy="340" rx="220" ry="40" fill="#d9ccb9"/>` +
    `<ellipse cx="320" cy="330" rx="200" ry="32" fill="#f4ede3" stroke="#d2c3ad" stroke-width="4"/>` +
    path('M150,320 Q150,150 320,150 Q490,150 490,320 Z', '#d2c3ad') +
    path(
      'M185,300 Q190,185 300,172',
      'none',
      'stroke="#e9dfd0" stroke-width="14" stroke-linecap="round"',
    ) +
    circle(320, 138, 18, '#c3b298');
  return svgDoc(W, H, defs, body);
}

/** Title lines of at most `max` characters (words are never split). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  // keep 'a. m.' / 'p. m.' together
  const words = text
    .trim()
    .replace(/\b([ap])\. m\./g, '$1.\u00a0m.')
    .split(/[ \t\r\n]+/);
  for (const word of words) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Banner, 1200 × 480: gradient from its two colours, a drawing at the right, the title at the left. */
export function bannerSvg(
  title: string,
  colors: [string, string] | undefined,
  what: Kind | Profile,
  seed: string,
  withText: boolean,
): string {
  const w = 1200;
  const h = 480;
  const rnd = rngFrom(seed);
  const c1 = safeColor(colors?.[0], pick(rnd, ['#d62828', '#f77f00', '#c1121f']));
  const c2 = safeColor(colors?.[1], pick(rnd, ['#f7b733', '#ffb703', '#fcbf49']));
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<filter id="sh" x="-5%" y="-5%" width="110%" height="130%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity="0.35"/></filter>`;
  let body = rect(0, 0, w, h, 0, 'url(#bg)');
  for (let i = -4; i < 16; i++)
    body += path(
      `M${i * 90},${h} L${i * 90 + 45},${h} L${i * 90 + 245},0 L${i * 90 + 200},0 Z`,
      '#fff',
      'opacity="0.06"',
    );
  body +=
    circle(900, 250, 230, '#fff', 'opacity="0.22"') +
    circle(900, 250, 175, '#fff', 'opacity="0.25"');
  body +=
    circle(80, 430, 120, '#fff', 'opacity="0.08"') + circle(1150, 40, 90, '#fff', 'opacity="0.1"');
  body += g(
    `translate(900,262) rotate(${between(rnd, -6, 6).toFixed(1)}) scale(0.98)`,
    typeof what === 'string' ? drawKind(what, rnd) : drawProfile(what, rnd),
  );
  if (withText) {
    const lines = wrap(title, 18).slice(0, 3);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = longest > 15 ? 58 : longest > 11 ? 68 : 80;
    const lineH = size * 1.12;
    const top = h / 2 - ((lines.length - 1) * lineH) / 2 + size * 0.35;
    const tspans = lines
      .map((l, i) => `<tspan x="70" y="${(top + i * lineH).toFixed(0)}">${esc(l)}</tspan>`)
      .join('');
    body += `<text font-family="Liberation Sans, DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="#fff" filter="url(#sh)">${tspans}</text>`;
    body += rect(
      70,
      top + (lines.length - 1) * lineH + size * 0.45,
      140,
      10,
      5,
      '#fff',
      'opacity="0.85"',
    );
  }
  return svgDoc(w, h, defs, body);
}
