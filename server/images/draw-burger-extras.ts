/** What a burger's name adds between its toppings and its top bun: extras and a sauce. */
import { circle, ellipse, num, path, rect, wave } from './svg.ts';

export type Extra =
  'pickles' | 'jalapeno' | 'avocado' | 'shrimp' | 'plantain' | 'egg' | 'ham' | 'slaw';

/** The layers drawn so far, bottom first, and the height where the next one rests. */
export interface Stack {
  parts: string[];
  y: number;
}

/** A layer for each extra the product names, each with its own look. */
export function addExtra(stack: Stack, extra: Extra, width: number): void {
  const y = stack.y;
  const row = (n: number, f: (x: number) => string) => {
    for (let i = 0; i < n; i++) stack.parts.push(f(-width + 12 + (i * (width * 2 - 24)) / (n - 1)));
  };
  if (extra === 'egg') {
    stack.parts.push(
      ellipse(0, y - 8, width + 4, 14, '#fffdf5'),
      ellipse(-20, y - 12, 34, 10, '#ffb703'),
    );
    stack.y -= 18;
  } else if (extra === 'ham') {
    stack.parts.push(path(wave(-width - 4, width + 4, y + 2, 3, 10, 6), '#f08a9a'));
    stack.y -= 10;
  } else if (extra === 'slaw') {
    stack.parts.push(path(wave(-width - 6, width + 6, y + 4, 4, 12, 14), '#eef3c8'));
    row(6, (x) => rect(x - 8, y - 6, 16, 4, 2, '#f28c28'));
    stack.y -= 12;
  } else if (extra === 'avocado') {
    row(4, (x) => ellipse(x, y - 6, 30, 10, '#9ccc65') + ellipse(x, y - 8, 22, 6, '#dce775'));
    stack.y -= 12;
  } else if (extra === 'shrimp') {
    row(4, (x) =>
      path(
        `M${num(x - 26)},${y} Q${num(x)},${y - 38} ${num(x + 26)},${y} Q${num(x)},${y - 18} ${num(x - 26)},${y} Z`,
        '#f4a261',
        'stroke="#e07a2e" stroke-width="3"',
      ),
    );
    stack.y -= 18;
  } else if (extra === 'plantain') {
    row(3, (x) => ellipse(x, y - 6, 44, 11, '#c25e15') + ellipse(x, y - 8, 38, 7, '#f4a340'));
    stack.y -= 12;
  } else if (extra === 'jalapeno') {
    row(6, (x) => circle(x, y - 5, 11, '#2e7d32') + circle(x, y - 5, 6, '#a5d6a7'));
    stack.y -= 10;
  } else {
    row(5, (x) => ellipse(x, y - 4, 18, 6, '#6b8e23') + ellipse(x, y - 5, 12, 3, '#9acd32'));
    stack.y -= 8;
  }
}

/** A sauce poured over the toppings, dripping at the front. */
export function addSauce(stack: Stack, color: string, width: number): void {
  let d = `M${-width},${stack.y}`;
  for (let i = 0; i <= 6; i++) {
    const x = -width + (i * width * 2) / 6;
    d += ` L${num(x)},${stack.y} Q${num(x + 8)},${stack.y + 18 + (i % 3) * 6} ${num(x + 16)},${stack.y}`;
  }
  stack.parts.push(path(`${d} L${width},${stack.y - 6} L${-width},${stack.y - 6} Z`, color));
  stack.y -= 6;
}
