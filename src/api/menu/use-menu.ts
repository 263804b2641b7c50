import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuQueryOptions } from './get-data';
import { serverTimeQueryOptions } from './get-fecha-hora';
import { menuVisibility } from './menu-loader';

/** The menu and its §5.4 visibility context at the last server time fetched. */
export function useMenu() {
  const { data: menu } = useSuspenseQuery(menuQueryOptions());
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const ctx = useMemo(() => menuVisibility(menu, time.epochMs), [menu, time.epochMs]);
  return { menu, ctx };
}
