import type { ItemSchedule } from '../../domain/menu-data';

/**
 * §5.3 a favourite not sold now, in the words the cart uses ('Productos restringidos por
 * horario'), with its windows when data/checkHr (or the menu) has them.
 */
export function FavoriteHoursNote({ windows }: { windows: readonly ItemSchedule[] }) {
  return (
    <p className="favorites-page__hours">
      <strong>Productos restringidos por horario</strong>
      {windows.length > 0
        ? `: disponible de ${windows.map((w) => `${w.from} a ${w.to}`).join(' y de ')}.`
        : '.'}
    </p>
  );
}
