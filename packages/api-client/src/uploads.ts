import { baseApi } from './baseApi';
import type { Car } from './generated/api';

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
    createCar: build.mutation<Car, FormData>({
      query: (body) => ({ url: '/api/car', method: 'POST', body }),
      invalidatesTags: ['Car'],
    }),
    /** PATCH /car/:id: only new files, plus existingImages and imageOrder (docs/product.md, “Photos”). */
    updateCar: build.mutation<Car, { id: string; body: FormData }>({
      query: ({ id, body }) => ({
        url: `/api/car/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Car'],
    }),
  }),
});

export const { useUploadUserImageMutation, useCreateCarMutation, useUpdateCarMutation } =
  uploadsApi;
