import { queryOptions } from '@tanstack/react-query';
import type { MenuData } from '../../domain/menu-data';
import { apiRequest } from '../request';
import {
  wireAnswer,
  wireList,
  wireListOrEmpty,
  wireMap,
  wireObject,
  wireOrNull,
  wireText,
} from '../../protocol/wire';
import { categoryWireSchema } from './category-wire';
// (the rows' schemas in this order keep the first load's modules in their order, and its size)
import {
  baseSizeWireSchema,
  promotionWireSchema,
  sizeWireSchema,
} from '../../protocol/menu-pricing';
import {
  carouselWireSchema,
  messageWireSchema,
  optionGroupWireSchema,
  scheduleWireSchema,
} from './extras-wire';
import { parametersWireSchema } from './parameters-wire';
import { productWireSchema } from '../../protocol/menu-product';

/** data/getData answer (docs/protocol.md) → MenuData. Categories and products must be lists. */
export const getDataResponseSchema = wireAnswer(
  wireMap(
    wireObject({
      data: wireObject({
        categorias: wireList(categoryWireSchema),
        menu: wireList(productWireSchema),
        tamanios: wireListOrEmpty(sizeWireSchema),
        masas: wireListOrEmpty(baseSizeWireSchema),
        promos: wireListOrEmpty(promotionWireSchema),
        horarios: wireListOrEmpty(scheduleWireSchema),
        mensajes: wireListOrEmpty(messageWireSchema),
        opcionGroup: wireListOrEmpty(optionGroupWireSchema),
        carrusel: carouselWireSchema,
        pais: wireOrNull(wireObject({ iso_code: wireText })),
        moneda: wireOrNull(wireObject({ codigo: wireText, simbolo: wireText })),
        parametros: parametersWireSchema,
      }),
    }),
    ({ data: d }): MenuData => ({
      categories: d.categorias,
      products: d.menu,
      sizes: d.tamanios,
      bases: d.masas,
      promotions: d.promos,
      schedules: d.horarios,
      messages: d.mensajes,
      optionGroups: d.opcionGroup,
      carousel: d.carrusel,
      countryCode: d.pais?.iso_code || 'SV',
      currency: { code: d.moneda?.codigo || 'USD', symbol: d.moneda?.simbolo || '$' },
      parameters: d.parametros,
    }),
  ),
);

/** §7 data/getData: the menu, its categories and the menu parameters. */
export function getData(): Promise<MenuData> {
  return apiRequest('data/getData', { empty: true, schema: getDataResponseSchema });
}

/** §7 caching: the menu is kept indefinitely and refetched whenever the window regains focus. */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu'],
    queryFn: getData,
    staleTime: Number.POSITIVE_INFINITY,
    // 'always': with an infinite staleTime, `true` would never refetch on focus
    refetchOnWindowFocus: 'always',
  });
