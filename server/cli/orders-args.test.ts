import { describe, expect, test } from 'vitest';
import { ordersArgsParse } from './orders-args.ts';

const command = (args: string[]) => {
  const result = ordersArgsParse(args);
  if (!result.ok) throw new Error(result.error);
  return result.command;
};
const error = (args: string[]) => {
  const result = ordersArgsParse(args);
  return result.ok ? null : result.error;
};

describe('npm run orders arguments (docs/operator.md)', () => {
  test('list, show, advance and driver', () => {
    expect(command(['list'])).toEqual({ action: 'list', limit: 50 });
    expect(command(['list', '--limit=5'])).toEqual({ action: 'list', limit: 5 });
    expect(command(['show', '12'])).toEqual({ action: 'show', id: 12 });
    expect(command(['advance', '12'])).toEqual({ action: 'advance', id: 12, to: undefined });
    expect(command(['advance', '12', 'des'])).toEqual({ action: 'advance', id: 12, to: 'DES' });
    expect(command(['driver', '12'])).toEqual({ action: 'driver', id: 12, everyMs: 2000 });
    expect(command(['driver', '--every', '0', '12'])).toEqual({
      action: 'driver',
      id: 12,
      everyMs: 0,
    });
  });

  test('every mistake is one Spanish sentence', () => {
    expect(error([])).toBe('Falta la acción.');
    expect(error(['borrar', '1'])).toBe('Acción desconocida: borrar');
    expect(error(['show'])).toBe('Falta el id del pedido.');
    expect(error(['show', '1a'])).toBe("El id del pedido '1a' no es un número entero.");
    expect(error(['show', '-3'])).toBe("El id del pedido '-3' no es un número entero.");
    expect(error(['show', '1', '2'])).toBe('Sobran argumentos: 2');
    expect(error(['advance', '1', 'LISTO'])).toMatch(/^Estado desconocido: LISTO\. Use PEN, /);
    expect(error(['advance', '1', 'INI', 'x'])).toBe('Sobran argumentos: x');
    expect(error(['driver', '1', '--every'])).toBe('Falta el valor de --every.');
    expect(error(['driver', '1', '--every', 'rapido'])).toMatch(/^--every debe ser un número/);
    expect(error(['driver', '1', '--every', '1', '--every', '2'])).toBe(
      '--every aparece dos veces.',
    );
    expect(error(['show', '1', '--every', '5'])).toBe('Opción desconocida: --every');
    expect(error(['list', '--limit', '0'])).toMatch(
      /^--limit debe ser un número entero de al menos 1/,
    );
    expect(error(['list', 'todo'])).toBe('list no lleva más argumentos: todo');
  });
});
