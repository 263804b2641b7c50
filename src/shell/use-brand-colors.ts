import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryOptions } from '../api/menu/get-data';

const HEX = /^#[0-9a-f]{6}$/i;

/** Brand colours from configuration (COLOR_PRIMARIO, COLOR_SECUNDARIO) over the CSS defaults. */
export function useBrandColors(): void {
  const { data } = useQuery({
    ...menuQueryOptions(),
    select: (menu) =>
      `${menu.parameters.raw.COLOR_PRIMARIO}|${menu.parameters.raw.COLOR_SECUNDARIO}`,
  });
  useEffect(() => {
    if (!data) return;
    const [primary, secondary] = data.split('|');
    const style = document.documentElement.style;
    if (primary && HEX.test(primary)) style.setProperty('--brand', primary);
    if (secondary && HEX.test(secondary)) style.setProperty('--accent', secondary);
  }, [data]);
}
