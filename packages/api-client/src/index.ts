export { baseApi, baseQuery, configureApiClient, serverMessage, tagTypes } from './baseApi';
export type { ApiClientConfig } from './baseApi';
export * from './endpoints';
export type * from './types';
