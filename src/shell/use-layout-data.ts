import { APP_CONFIG } from '../config';
import { useQuery } from '@tanstack/react-query';
import { menuQueryOptions } from '../api/menu/get-data';
import type { DeviceKind } from '../domain/menu';
import { categoryPath } from '../domain/menu-paths';
import { categoryMainList } from '../domain/menu-visibility';
import { useDeviceKind } from '../ui/use-device-kind';

/** Shown until the menu parameters (NOMBRE_CADENA) arrive. */
export const DEFAULT_BRAND: string = APP_CONFIG.brandName;

export interface LayoutData {
  brand: string;
  callCenterPhone: string;
  eventsPhone: string;
  certificatesEnabled: boolean;
  /** §2.3 the first main category shown on this device, or home while the menu loads. */
  firstCategoryPath: string;
  device: DeviceKind;
}

/** The few menu facts the header, navigation and footer need; never suspends. */
export function useLayoutData(): LayoutData {
  const device = useDeviceKind();
  const { data } = useQuery({
    ...menuQueryOptions(),
    select: (menu) => {
      const first = categoryMainList(menu.categories, device)[0];
      return {
        brand: menu.parameters.chainName,
        callCenterPhone: menu.parameters.callCenterPhone,
        eventsPhone: menu.parameters.eventsPhone,
        certificatesEnabled: menu.parameters.certificatesEnabled,
        firstCategoryPath: first ? categoryPath(first) : '/',
      };
    },
  });
  return {
    brand: data?.brand || DEFAULT_BRAND,
    callCenterPhone: data?.callCenterPhone ?? '',
    eventsPhone: data?.eventsPhone ?? '',
    certificatesEnabled: data?.certificatesEnabled ?? false,
    firstCategoryPath: data?.firstCategoryPath ?? '/',
    device,
  };
}
