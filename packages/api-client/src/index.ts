export {
  baseApi,
  baseQuery,
  configureApiClient,
  hydrateApiState,
  resolveUrl,
  tagTypes,
} from './baseApi';
export { serverMessage } from './errors';
export type { ApiClientConfig, ApiExtra } from './baseApi';
export { api } from './enhance';
export * from './generated/api';
export * from './uploads';
