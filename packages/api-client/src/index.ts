export {
  baseApi,
  baseQuery,
  configureApiClient,
  resolveUrl,
  serverMessage,
  tagTypes,
} from './baseApi';
export type { ApiClientConfig } from './baseApi';
export { api } from './enhance';
export * from './generated/api';
export * from './uploads';
