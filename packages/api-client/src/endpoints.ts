import { baseApi } from './baseApi';
import type {
  AccountStatus,
  AdminSubscription,
  AdminUser,
  ContactMessage,
  ContactRequest,
  ListResponse,
  LoginRequest,
  LoginResponse,
  Me,
  NamedRef,
  Preferences,
  ProfileUpdate,
  RegisterRequest,
  Subscription,
} from './types';

/**
 * Account, profile, contact and admin endpoints (spec section 7, decisions D10-D13, D18).
 * Tags and invalidation live here, on top of the one base API.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    recovery: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/user/recovery', method: 'POST', body }),
    }),
    recoverAccount: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => ({ url: '/user/recovery-account', method: 'POST', body }),
    }),
    register: build.mutation<unknown, RegisterRequest>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<unknown, { token: string }>({
      query: (body) => ({ url: '/user/verify-email', method: 'POST', body }),
    }),
    cities: build.query<NamedRef[], void>({
      query: () => '/city',
      transformResponse: (response: ListResponse<NamedRef>) => response.data,
      providesTags: ['City'],
    }),
    me: build.query<Me, void>({
      query: () => '/user/me',
      providesTags: ['Me'],
    }),
    updateProfile: build.mutation<Me, ProfileUpdate>({
      query: (body) => ({ url: '/user/profile', method: 'PATCH', body }),
      invalidatesTags: ['Me'],
    }),
    uploadProfileImage: build.mutation<{ image?: string } | undefined, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/user/image', method: 'POST', body };
      },
      invalidatesTags: ['Me'],
    }),
    changePassword: build.mutation<unknown, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
    preferences: build.query<Preferences, void>({
      query: () => '/user/preferences',
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<unknown, Partial<Preferences>>({
      query: (body) => ({ url: '/user/preferences', method: 'PATCH', body }),
      invalidatesTags: ['Preferences'],
    }),
    subscription: build.query<Subscription | null, void>({
      query: () => '/user/subscription',
      providesTags: ['Subscription'],
    }),
    requestSubscription: build.mutation<Subscription, void>({
      query: () => ({ url: '/user/subscription', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
    saveFcmToken: build.mutation<unknown, { token: string }>({
      query: (body) => ({ url: '/fcm/save-token', method: 'POST', body }),
    }),
    sendContact: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    adminUsers: build.query<AdminUser[], { status?: AccountStatus } | void>({
      query: (args) => ({
        url: '/admin/users',
        params: args?.status ? { status: args.status } : {},
      }),
      transformResponse: (response: ListResponse<AdminUser>) => response.data,
      providesTags: ['AdminUser'],
    }),
    setUserStatus: build.mutation<
      unknown,
      { id: string; action: 'approve' | 'reject' | 'block' | 'unblock' }
    >({
      query: ({ id, action }) => ({ url: `/admin/users/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['AdminUser'],
    }),
    adminSubscriptions: build.query<AdminSubscription[], void>({
      query: () => '/admin/subscriptions',
      transformResponse: (response: ListResponse<AdminSubscription>) => response.data,
      providesTags: ['AdminSubscription'],
    }),
    setSubscriptionStatus: build.mutation<unknown, { id: string; action: 'activate' | 'cancel' }>({
      query: ({ id, action }) => ({ url: `/admin/subscriptions/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['AdminSubscription'],
    }),
    contactMessages: build.query<ContactMessage[], void>({
      query: () => '/admin/contact-messages',
      transformResponse: (response: ListResponse<ContactMessage>) => response.data,
      providesTags: ['AdminMessage'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRecoveryMutation,
  useRecoverAccountMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useCitiesQuery,
  useMeQuery,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useChangePasswordMutation,
  usePreferencesQuery,
  useUpdatePreferencesMutation,
  useSubscriptionQuery,
  useRequestSubscriptionMutation,
  useSaveFcmTokenMutation,
  useSendContactMutation,
  useAdminUsersQuery,
  useSetUserStatusMutation,
  useAdminSubscriptionsQuery,
  useSetSubscriptionStatusMutation,
  useContactMessagesQuery,
} = accountApi;
