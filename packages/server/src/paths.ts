import { fileURLToPath } from 'node:url';

// Same depth under src/ and dist/, so these resolve identically in dev, tests and production.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const seedDataFolder = fileURLToPath(new URL('../src/db/seed-data', import.meta.url));
export const localesFolder = fileURLToPath(new URL('../../../locales/sr-Latn', import.meta.url));
/** Both scripts' texts: locales/sr-Latn (the source) and locales/sr-Cyrl (generated). */
export const localesRoot = fileURLToPath(new URL('../../../locales', import.meta.url));
export const appDistFolder = fileURLToPath(new URL('../../app/dist', import.meta.url));
