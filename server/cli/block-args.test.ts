import { describe, expect, test } from 'vitest';
import { blockArgsParse } from './block-args.ts';

const command = (args: string[]) => {
  const result = blockArgsParse(args);
  if (!result.ok) throw new Error(result.error);
  return result.command;
};
const error = (args: string[]) => {
  const result = blockArgsParse(args);
  return result.ok ? null : result.error;
};

describe('npm run block arguments (docs/operator.md)', () => {
  test('a product block at a shop, TODOS unless a type is given', () => {
    expect(command(['--shop', '3', '--product', '1211'])).toEqual({
      action: 'block',
      kind: 'producto',
      shopId: 3,
      itemId: 1211,
      type: 'TODOS',
    });
    expect(command(['--shop=all', '--option=5004', '--type', 'domi'])).toEqual({
      action: 'block',
      kind: 'opcion',
      shopId: null,
      itemId: 5004,
      type: 'DOMI',
    });
  });

  test('unblock and list', () => {
    expect(command(['--unblock', '--shop', 'ALL', '--product', '1604'])).toEqual({
      action: 'unblock',
      kind: 'producto',
      shopId: null,
      itemId: 1604,
    });
    expect(command(['--list'])).toEqual({ action: 'list', shopId: undefined });
    expect(command(['--list', '--shop', 'all'])).toEqual({ action: 'list', shopId: null });
    expect(command(['--list', '--shop', '7'])).toEqual({ action: 'list', shopId: 7 });
  });

  test('every mistake is one Spanish sentence', () => {
    expect(error([])).toBe('Indique --product o --option (uno de los dos).');
    expect(error(['--shop', '3', '--product', '1', '--option', '2'])).toBe(
      'Indique --product o --option (uno de los dos).',
    );
    expect(error(['--product', '1211'])).toBe('Falta --shop (el id de la tienda, o all).');
    expect(error(['--shop', 'centro', '--product', '1'])).toMatch(/^--shop debe ser/);
    expect(error(['--shop', '3', '--product', '12a'])).toBe("El id '12a' no es un número entero.");
    expect(error(['--shop', '3', '--product', '1', '--type', 'CASA'])).toMatch(/^--type debe ser/);
    expect(error(['--shop', '--product', '1'])).toBe('Falta el valor de --shop.');
    expect(error(['--shop', '3', '--shop', '4', '--product', '1'])).toBe(
      '--shop aparece dos veces.',
    );
    expect(error(['--unblock', '--shop', '3', '--product', '1', '--type', 'DOMI'])).toMatch(
      /^--type no se usa con --unblock/,
    );
    expect(error(['--list', '--product', '1'])).toBe('--list solo admite --shop.');
    expect(error(['--borrar'])).toBe('Opción desconocida: --borrar');
  });
});
