import { describe, expect, it } from 'vitest';
import { scheduleOpeningMessage } from './schedule-opening-message';

const context = { hours: { opening: '07:00', closing: '22:30' }, leadMinutes: 45 };

describe('scheduleOpeningMessage', () => {
  it('shows the hours as hh:mm am/pm when the store has not opened yet', () => {
    expect(scheduleOpeningMessage('unopenedStore', context)).toBe(
      'Aún no abrimos: horario de atención 07:00 am - 10:30 pm',
    );
    expect(
      scheduleOpeningMessage('unopenedStore', {
        ...context,
        hours: { opening: '00:15', closing: '12:00' },
      }),
    ).toBe('Aún no abrimos: horario de atención 12:15 am - 12:00 pm');
    expect(scheduleOpeningMessage('unopenedStore', { ...context, hours: null })).toBe(
      'Aún no abrimos',
    );
  });

  it('states the minimum lead in minutes', () => {
    expect(scheduleOpeningMessage('minimumTimeInvalid', context)).toBe(
      'Elige una hora al menos 45 minutos después de la hora actual',
    );
    expect(scheduleOpeningMessage('minimumTimeInvalid', { ...context, leadMinutes: 1 })).toBe(
      'Elige una hora al menos 1 minuto después de la hora actual',
    );
  });

  it('has a message for every other outcome', () => {
    expect(scheduleOpeningMessage('shopClosed', context)).toBe(
      'La tienda está cerrada en este momento',
    );
    expect(scheduleOpeningMessage('notFutureHour', context)).toBe('La hora elegida ya pasó');
    expect(scheduleOpeningMessage('minimumTimeOpening', context)).toBe(
      'La hora elegida está fuera del horario de la tienda',
    );
  });
});
