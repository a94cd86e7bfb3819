import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseApi, baseQuery } from './baseApi';
import type { Car } from './generated/api';
import type { UploadProgress } from './xhrFetch';

/** What importing a bank statement did (the server's StatementImportSummary). */
export interface StatementImportSummary {
  message: string;
  activated: number;
  alreadyImported: number;
  forDecision: number;
  credits: number;
}

/** An advert's multipart body, and who hears how far its upload has got. */
export interface AdvertUpload {
  body: FormData;
  onUploadProgress?: UploadProgress;
}

/** Sends an advert's body, through XMLHttpRequest when its progress is wanted. */
async function sendAdvert(
  args: FetchArgs,
  onUploadProgress: UploadProgress | undefined,
  api: BaseQueryApi,
) {
  const result = await baseQuery(args, api, { onUploadProgress });
  return result.error
    ? { error: result.error as FetchBaseQueryError }
    : { data: result.data as Car };
}

/**
 * Multipart endpoints. The server reads these bodies as streams, so the OpenAPI document does
 * not describe them and codegen leaves them out (openapi-config.cjs, filterEndpoints).
 */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/image: multipart, field "image" (docs/product.md, “API conventions”). */
    uploadUserImage: build.mutation<{ message: string; image: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/api/user/image', method: 'POST', body };
      },
      invalidatesTags: ['Me'],
    }),
    /** POST /car: the advert fields plus repeated "images" files (docs/product.md, “Photos”). */
    createCar: build.mutation<Car, AdvertUpload>({
      queryFn: ({ body, onUploadProgress }, api) =>
        sendAdvert({ url: '/api/car', method: 'POST', body }, onUploadProgress, api),
      invalidatesTags: ['Car'],
    }),
    /** PATCH /car/:id: only new files, plus existingImages and imageOrder (docs/product.md, “Photos”). */
    updateCar: build.mutation<Car, AdvertUpload & { id: string }>({
      queryFn: ({ id, body, onUploadProgress }, api) =>
        sendAdvert(
          { url: `/api/car/${encodeURIComponent(id)}`, method: 'PATCH', body },
          onUploadProgress,
          api,
        ),
      invalidatesTags: ['Car'],
    }),
    /** POST /admin/statements: a bank statement in the field "file" (docs/product.md, “Subscriptions”). */
    adminImportStatement: build.mutation<StatementImportSummary, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/admin/statements', method: 'POST', body };
      },
      invalidatesTags: ['AdminStatement', 'AdminSubscription', 'Subscription', 'AdminAudit'],
    }),
  }),
});

export const {
  useUploadUserImageMutation,
  useCreateCarMutation,
  useUpdateCarMutation,
  useAdminImportStatementMutation,
} = uploadsApi;
