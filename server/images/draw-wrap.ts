/** A tortilla wrap cut in two halves, one in a paper sleeve, fillings showing at the cut. */
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';
import { has, type Traits } from './traits.ts';

/** The filling's colours: what the product names (lettuce, tomato, cheese, chipotle, ranch). */
function fillingsOf(t: Traits): string[] {
  if (!t.text) return ['#6cc04a', '#e63946', '#fff4d6', '#ffc233', '#8bd15a', '#b5651d'];
  const named: [string, string][] = [
    ['lechuga', '#6cc04a'],
    ['tomate', '#e63946'],
    ['queso', '#ffc233'],
    ['ranch', '#fff4d6'],
    ['chipotle', '#c0501f'],
  ];
  const list = named.filter(([w]) => has(t, w)).map(([, c]) => c);
  return list.length ? list : ['#6cc04a'];
}

function half(rnd: Rng, t: Traits, sleeve: string | null): string {
  const tortilla = pick(rnd, ['#f1d3a0', '#e8c587', '#f5deb3']);
  const grilled = has(t, 'parrilla');
  let s = rect(-55, -20, 110, 190, 50, tortilla);
  for (let i = 0; i < 5; i++)
    s += circle(-35 + rnd() * 70, 20 + rnd() * 130, 5, '#d9a55b', 'opacity="0.6"');
  if (grilled)
    for (let i = 0; i < 4; i++) s += rect(-50, 20 + i * 36, 100, 7, 3, '#8b5a2b', 'opacity="0.7"');
  // cut face with the filling: crispy crumbed chicken, or grilled chicken strips
  s += ellipse(0, -20, 55, 30, '#f7e7c6');
  s += ellipse(0, -20, 46, 23, grilled ? '#c8956b' : '#d98a2b');
  if (!grilled)
    for (let i = 0; i < 6; i++) s += circle(-30 + rnd() * 60, -30 + rnd() * 20, 5, '#f0b356');
  const fillings = fillingsOf(t);
  for (let i = 0; i < 12; i++) {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * 0.85;
    s += circle(
      Math.cos(a) * 40 * d,
      -20 + Math.sin(a) * 19 * d,
      5 + rnd() * 5,
      pick(rnd, fillings),
    );
  }
  if (sleeve) {
    s += path('M-58,60 L58,40 L58,150 Q58,172 30,172 L-30,172 Q-58,172 -58,150 Z', sleeve);
    s += path('M-58,60 L58,40 L58,52 L-58,72 Z', shade(sleeve, 0.3));
  }
  return s;
}

export function drawWrap(rnd: Rng, t: Traits): string {
  const sleeve = pick(rnd, ACCENTS);
  return (
    ellipse(0, 150, 170, 18, 'rgba(80,35,5,0.18)') +
    g('translate(-75,-5) rotate(-14) scale(0.95)', half(rnd, t, null)) +
    g('translate(70,-20) rotate(10)', half(rnd, t, sleeve))
  );
}
