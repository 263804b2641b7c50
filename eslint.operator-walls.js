/**
 * The walls of the chain's operator app (src/operator, issue 35), a second entry of the build:
 * the storefront never imports it, it shares only the domain, the protocol and the ui, and
 * inside it api and stores stay below the screens. `outsideTheApp`: what no app code imports.
 */
export function operatorWalls(outsideTheApp) {
  return [
    {
      target: [
        'src/domain',
        'src/protocol',
        'src/api',
        'src/stores',
        'src/outbox',
        'src/ui',
        'src/features',
        'src/shell',
        'src/routes',
        'src/app',
        'src/config.ts',
      ],
      from: ['src/operator'],
      message: 'La tienda en línea no importa la app de operación (src/operator).',
    },
    {
      target: 'src/operator',
      from: [
        'src/config.ts',
        'src/api',
        'src/stores',
        'src/outbox',
        'src/features',
        'src/shell',
        'src/routes',
        'src/app',
        ...outsideTheApp,
      ],
      message:
        'La app de operación solo comparte src/domain, src/protocol y src/ui con la tienda en línea.',
    },
    {
      target: ['src/operator/api', 'src/operator/stores'],
      from: ['src/operator/features', 'src/operator/router.tsx', 'src/operator/main.tsx'],
      message: 'En src/operator, api y stores no importan las pantallas ni el router.',
    },
  ];
}
