/** The smallest environment production starts with: its four secrets and the app's origin. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'a'.repeat(32),
  REFRESH_SECRET: 'b'.repeat(32),
  CK_SECRET: 'c'.repeat(32),
  CAPTCHA_HMAC_KEY: 'd'.repeat(32),
  APP_ORIGIN: 'https://pedidos.example.com',
} as const;
