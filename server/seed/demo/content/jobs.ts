import { BRAND, JOBS_MAIL, mail } from './brand.ts';
import type { Page } from './content-types.ts';
import { list, md } from './markdown.ts';

// ---------------------------------------------------------------------------------------
// Empleos
// ---------------------------------------------------------------------------------------

export const jobs: Page = {
  CLAVE: 'empleos',
  TITULO: 'Trabaja con nosotros',
  INTRO: `¿Te gusta el trabajo en equipo y atender bien a la gente? En ${BRAND} buscamos personas con ganas de crecer.`,
  ACTUALIZADO: '01/10/2025',
  SECCIONES: [
    {
      ID: 'puestos',
      TITULO: 'Puestos disponibles',
      TEXTO: list(
        '**Cajero/a y atención al cliente:** en restaurantes y food courts; turnos de mañana, tarde o fin de semana.',
        '**Cocinero/a de parrilla:** preparación de hamburguesas y acompañamientos con nuestros estándares de calidad.',
        '**Repartidor/a en motocicleta:** con licencia de conducir vigente y motocicleta propia; te damos equipo de seguridad.',
        '**Supervisor/a de turno:** experiencia de al menos un año coordinando equipos en restaurantes.',
        '**Personal de limpieza y mantenimiento.**',
      ),
    },
    {
      ID: 'requisitos',
      TITULO: 'Requisitos',
      TEXTO: list(
        'Ser mayor de 18 años (16 años para puestos de medio tiempo con permiso de tus padres o responsables).',
        'DUI o carné de minoridad vigente.',
        'Bachillerato o estudios en curso (no indispensable para todos los puestos).',
        'Disponibilidad de horario y buena actitud de servicio.',
      ),
    },
    {
      ID: 'como-aplicar',
      TITULO: 'Cómo aplicar',
      TEXTO: md(
        `Envía tu hoja de vida a ${mail(JOBS_MAIL)} con el asunto **"Empleo – puesto – ciudad"** (por ejemplo: "Empleo – Cocinero – Santa Tecla").`,
        'También puedes dejarla en cualquiera de nuestros restaurantes, de lunes a viernes de 9:00 a 16:00. Revisamos todas las solicitudes y te contactamos por teléfono si tu perfil coincide con una plaza abierta.',
      ),
    },
    {
      ID: 'beneficios',
      TITULO: 'Lo que ofrecemos',
      TEXTO: list(
        'Salario competitivo y todas las prestaciones de ley (ISSS y AFP).',
        'Comida en tu turno y uniforme.',
        'Horarios flexibles compatibles con tus estudios.',
        'Capacitación y plan de carrera: muchos de nuestros gerentes empezaron en caja o en cocina.',
      ),
    },
  ],
};
