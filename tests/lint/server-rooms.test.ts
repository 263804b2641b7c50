import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDependencyTree, type DependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

// server/ as rooms (issue 33): its folders, and the files at its root, import one way. A circle
// among rooms (two folders importing each other, or a longer loop), type-only imports
// included, leaves a room with no floor to stand on. Lint's walls (eslint.config.js) keep the
// floors; this keeps the rooms of one floor apart.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Production files only: tests and fixtures wire rooms together. */
const PRODUCTION = /node_modules|\.test\.ts$|\.fixture\.ts$|^server\/test\//;

type Rooms = Map<string, Set<string>>;

/** The arrows between rooms, a room being what `roomOf` names for a file. */
function roomsOf(tree: DependencyTree, roomOf: (file: string) => string): Rooms {
  const arrows: Rooms = new Map();
  for (const [file, deps] of Object.entries(tree)) {
    if (!file.startsWith('server/') || PRODUCTION.test(file)) continue;
    const from = roomOf(file);
    for (const dep of deps ?? []) {
      if (!dep.id?.startsWith('server/') || PRODUCTION.test(dep.id)) continue;
      const to = roomOf(dep.id);
      if (to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from)!.add(to);
    }
  }
  return arrows;
}

/** Every loop of rooms, each as the rooms it passes through back to the first. */
export function roomCircles(arrows: Rooms): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[][] = [];
  const visit = (room: string) => {
    state.set(room, 'open');
    path.push(room);
    for (const next of arrows.get(room) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(room, 'done');
  };
  for (const room of arrows.keys()) if (!state.has(room)) visit(room);
  return found;
}

/** server/orders/save/x.ts -> server/orders; server/app.ts -> server/app.ts */
const topRoom = (file: string) => file.split('/').slice(0, 2).join('/');

let tree: DependencyTree;

beforeAll(async () => {
  tree = await parseDependencyTree(['server/**/*.ts'], {
    cwd: root,
    context: root,
    tsconfig: `${root}tsconfig.json`,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
    exclude: PRODUCTION,
  });
}, 60_000);

describe('the rooms of server/', { timeout: 60_000 }, () => {
  it('its folders and root files import one way', () => {
    const circles = roomCircles(roomsOf(tree, topRoom));
    expect(circles.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('so do the folders inside a folder', () => {
    const folderOf = (file: string) => relative(root, dirname(`${root}${file}`));
    // a file at server/'s root is a room of its own, as in the test above
    const circles = roomCircles(
      roomsOf(tree, (file) => (folderOf(file) === 'server' ? file : folderOf(file))),
    );
    expect(circles.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('a loop of two rooms is found', () => {
    const arrows: Rooms = new Map([
      ['server/orders', new Set(['server/calls', 'server/db'])],
      ['server/calls', new Set(['server/orders'])],
    ]);
    expect(roomCircles(arrows)).toEqual([['server/orders', 'server/calls', 'server/orders']]);
  });
});
