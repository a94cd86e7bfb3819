export {
  baseApi,
  baseQuery,
  configureApiClient,
  hydrateApiState,
  resolveUrl,
  tagTypes,
} from './baseApi';
export { serverMessage } from './errors';
export type { ApiClientConfig, ApiExtra, BaseQueryExtraOptions } from './baseApi';
export type { UploadProgress } from './xhrFetch';
export { api } from './enhance';
export * from './generated/api';
export * from './uploads';
