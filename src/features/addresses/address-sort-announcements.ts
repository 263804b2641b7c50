import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Where the moving address was last announced, so a place is announced once. */
export interface AddressSortMemory {
  over: UniqueIdentifier | null;
}

/** How a screen-reader user moves an address (read when a row's handle takes focus). */
export const ADDRESS_SORT_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover una dirección, presiona espacio o Enter. Usa las flechas arriba y abajo para cambiar su lugar. Presiona espacio o Enter de nuevo para dejarla, o Escape para cancelar.',
};

/**
 * What the screen reader announces while an address moves, in Spanish: each position as
 * '{n} de {total}' and the address by its tag. A place is announced when the address reaches
 * it, not again while it stays (the taking is not talked over).
 */
export function addressSortAnnouncements(
  labelOf: (id: number) => string,
  positionOf: (id: number) => number,
  total: number,
  memory: AddressSortMemory,
): Announcements {
  const name = (id: string | number) => labelOf(Number(id));
  const at = (id: string | number) => `posición ${positionOf(Number(id)) + 1} de ${total}`;
  return {
    onDragStart: ({ active }) => {
      memory.over = active.id;
      return `Tomaste ${name(active.id)}, en la ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === memory.over) return undefined;
      memory.over = over?.id ?? null;
      return over
        ? `${name(active.id)} pasó a la ${at(over.id)}.`
        : `${name(active.id)} está fuera de la lista.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Dejaste ${name(active.id)} en la ${at(over.id)}.` : `Dejaste ${name(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelaste el movimiento. ${name(active.id)} vuelve a su lugar.`,
  };
}
