/** A tortilla wrap cut in two halves, one in a paper sleeve, fillings showing at the cut. */
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';

function half(rnd: Rng, sleeve: string | null): string {
  const tortilla = pick(rnd, ['#f1d3a0', '#e8c587', '#f5deb3']);
  let s = rect(-55, -20, 110, 190, 50, tortilla);
  for (let i = 0; i < 5; i++)
    s += circle(-35 + rnd() * 70, 20 + rnd() * 130, 5, '#d9a55b', 'opacity="0.6"');
  // cut face with the filling
  s += ellipse(0, -20, 55, 30, '#f7e7c6');
  s += ellipse(0, -20, 46, 23, '#d98a2b');
  const fillings = ['#6cc04a', '#e63946', '#fff4d6', '#ffc233', '#8bd15a', '#b5651d'];
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

export function drawWrap(rnd: Rng): string {
  const sleeve = pick(rnd, ACCENTS);
  return (
    ellipse(0, 150, 170, 18, 'rgba(80,35,5,0.18)') +
    g('translate(-75,-5) rotate(-14) scale(0.95)', half(rnd, null)) +
    g('translate(70,-20) rotate(10)', half(rnd, sleeve))
  );
}
