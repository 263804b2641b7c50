import type { ShopId } from './shops/shop-id';

/** §3.2 department (region). */
export interface Department {
  code: string;
  name: string;
}

/** §3.2 city: C code, D department, N name. */
export interface City {
  code: string;
  regionCode: string;
  name: string;
}

/** §3.2 district (colonia): C code, CI city. */
export interface District {
  code: string;
  cityCode: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** §3.2 opening hours of a shop for one weekday (0 = Sunday). */
export interface ShopHours {
  shopId: ShopId | null;
  weekday: number;
  openingTime: string;
  closingTime: string;
}

/** §3.2 shop, as the catalogues send it (distance is computed later). */
export interface Shop {
  id: ShopId;
  code: string;
  name: string;
  description: string;
  regionCode: string;
  cityCode: string;
  latitude: number | null;
  longitude: number | null;
  completeAddress: string;
  searchString: string;
  pickupOptions: string[];
  hours: ShopHours[];
}

/** §3.2 data/getCatalogos. */
export interface Catalogs {
  departments: Department[];
  cities: City[];
  districts: District[];
  shops: Shop[];
  shopHours: ShopHours[];
}
