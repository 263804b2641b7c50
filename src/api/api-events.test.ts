import { afterEach, describe, expect, it } from 'vitest';
import { appWire } from '../app/wiring';
import { uiReset, uiStore } from '../stores/ui';
import { apiEvents, apiEventsSet } from './api-events';

afterEach(() => {
  appWire();
  uiReset();
});

describe('api events', () => {
  it('go nowhere unwired', () => {
    apiEventsSet(null);
    uiReset();
    apiEvents.loadingStart();
    apiEvents.notice('error', 'Sin conexión');
    expect(uiStore.loadingCount).toBe(0);
    expect(uiStore.toasts).toEqual([]);
  });

  it('reach what is wired: the app drives the loading bar and the toasts', () => {
    appWire();
    uiReset();
    apiEvents.loadingStart();
    expect(uiStore.loadingCount).toBe(1);
    apiEvents.loadingEnd();
    expect(uiStore.loadingCount).toBe(0);
    apiEvents.notice('warning', 'Producto agotado');
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['warning', 'Producto agotado'],
    ]);
  });

  it('follow a rewiring', () => {
    const seen: string[] = [];
    apiEventsSet({
      loadingStart: () => seen.push('start'),
      loadingEnd: () => seen.push('end'),
      notice: (severity, message) => seen.push(`${severity}:${message}`),
    });
    apiEvents.loadingStart();
    apiEvents.notice('success', 'Listo');
    apiEvents.loadingEnd();
    expect(seen).toEqual(['start', 'success:Listo', 'end']);
  });
});
