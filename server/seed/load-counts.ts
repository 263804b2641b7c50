import type { ChainData } from './schema.ts';

/**
 * How many records of each section of the chain file a load writes: what loadChain answers
 * and the seed command prints.
 */

export interface LoadCounts {
  categorias: number;
  productos: number;
  tamanios: number;
  masas: number;
  promos: number;
  horarios: number;
  mensajes: number;
  banners: number;
  carrusel: number;
  departamentos: number;
  ciudades: number;
  colonias: number;
  lugares: number;
  tiendas: number;
  zonas: number;
  puntosEntrega: number;
  bloqueos: number;
  bloqueosOpciones: number;
  ventaSugerida: number;
  geoPermitidos: number;
  cupones: number;
  certificados: number;
  /** pages, announcements and help situations of the chain's content */
  contenido: number;
}

export function countsOf(data: ChainData): LoadCounts {
  return {
    categorias: data.categorias.length,
    productos: data.productos.length,
    tamanios: data.tamanios.length,
    masas: data.masas.length,
    promos: data.promos.length,
    horarios: data.horarios.length,
    mensajes: data.mensajes.length,
    banners: data.banners.length,
    carrusel: data.carrusel.length,
    departamentos: data.departamentos.length,
    ciudades: data.ciudades.length,
    colonias: data.colonias.length,
    lugares: data.lugares.length,
    tiendas: data.tiendas.length,
    zonas: data.zonas.length,
    puntosEntrega: data.puntosEntrega.length,
    bloqueos: data.bloqueos.length,
    bloqueosOpciones: data.bloqueosOpciones.length,
    ventaSugerida: data.ventaSugerida.length,
    geoPermitidos: data.geoPermitidos.length,
    cupones: data.cupones.length,
    certificados: data.certificados.length,
    contenido: data.contenido
      ? data.contenido.paginas.length + data.contenido.anuncios.length + data.contenido.ayuda.length
      : 0,
  };
}
