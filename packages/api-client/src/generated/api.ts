import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getCities: build.query<GetCitiesApiResponse, GetCitiesApiArg>({
      query: () => ({ url: `/api/city` }),
    }),
    getBrands: build.query<GetBrandsApiResponse, GetBrandsApiArg>({
      query: () => ({ url: `/api/brand` }),
    }),
    getModels: build.query<GetModelsApiResponse, GetModelsApiArg>({
      query: (queryArg) => ({
        url: `/api/model`,
        params: {
          brand: queryArg.brand,
        },
      }),
    }),
    getBodies: build.query<GetBodiesApiResponse, GetBodiesApiArg>({
      query: () => ({ url: `/api/body` }),
    }),
    getFuels: build.query<GetFuelsApiResponse, GetFuelsApiArg>({
      query: () => ({ url: `/api/fuel` }),
    }),
    getLegalFacts: build.query<GetLegalFactsApiResponse, GetLegalFactsApiArg>({
      query: () => ({ url: `/api/legal` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/user/login`, method: 'POST', body: queryArg.body }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/user/register`, method: 'POST', body: queryArg.body }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({ url: `/api/user/verify-email`, method: 'POST', body: queryArg.body }),
    }),
    requestPasswordRecovery: build.mutation<
      RequestPasswordRecoveryApiResponse,
      RequestPasswordRecoveryApiArg
    >({
      query: (queryArg) => ({ url: `/api/user/recovery`, method: 'POST', body: queryArg.body }),
    }),
    recoverAccount: build.mutation<RecoverAccountApiResponse, RecoverAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/user/recovery-account`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/user/change-password`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/user/me` }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/user/profile`, method: 'PATCH', body: queryArg.body }),
    }),
    getPreferences: build.query<GetPreferencesApiResponse, GetPreferencesApiArg>({
      query: () => ({ url: `/api/user/preferences` }),
    }),
    updatePreferences: build.mutation<UpdatePreferencesApiResponse, UpdatePreferencesApiArg>({
      query: (queryArg) => ({ url: `/api/user/preferences`, method: 'PATCH', body: queryArg.body }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/user/logout`, method: 'POST' }),
    }),
    getUserById: build.query<GetUserByIdApiResponse, GetUserByIdApiArg>({
      query: (queryArg) => ({ url: `/api/user/${queryArg.id}` }),
    }),
    getDealer: build.query<GetDealerApiResponse, GetDealerApiArg>({
      query: (queryArg) => ({ url: `/api/user/dealer/${queryArg.id}` }),
    }),
    updateCompany: build.mutation<UpdateCompanyApiResponse, UpdateCompanyApiArg>({
      query: (queryArg) => ({ url: `/api/user/company`, method: 'PUT', body: queryArg.body }),
    }),
    deleteCompany: build.mutation<DeleteCompanyApiResponse, DeleteCompanyApiArg>({
      query: () => ({ url: `/api/user/company`, method: 'DELETE' }),
    }),
    savePushToken: build.mutation<SavePushTokenApiResponse, SavePushTokenApiArg>({
      query: (queryArg) => ({ url: `/api/fcm/save-token`, method: 'POST', body: queryArg.body }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.body }),
    }),
    adminListUsers: build.query<AdminListUsersApiResponse, AdminListUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users`,
        params: {
          status: queryArg.status,
          q: queryArg.q,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    adminApproveUser: build.mutation<AdminApproveUserApiResponse, AdminApproveUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/approve`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminRejectUser: build.mutation<AdminRejectUserApiResponse, AdminRejectUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/reject`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminBlockUser: build.mutation<AdminBlockUserApiResponse, AdminBlockUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/block`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminUnblockUser: build.mutation<AdminUnblockUserApiResponse, AdminUnblockUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}/unblock`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListContactMessages: build.query<
      AdminListContactMessagesApiResponse,
      AdminListContactMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          state: queryArg.state,
        },
      }),
    }),
    adminSetContactMessageHandled: build.mutation<
      AdminSetContactMessageHandledApiResponse,
      AdminSetContactMessageHandledApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${queryArg.id}/handled`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminAnswerContactMessage: build.mutation<
      AdminAnswerContactMessageApiResponse,
      AdminAnswerContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${queryArg.id}/answer`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminGetSubscriptions: build.query<
      AdminGetSubscriptionsApiResponse,
      AdminGetSubscriptionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/subscriptions`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          status: queryArg.status,
          q: queryArg.q,
        },
      }),
    }),
    adminActivateSubscription: build.mutation<
      AdminActivateSubscriptionApiResponse,
      AdminActivateSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/subscriptions/${queryArg.id}/activate`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminCancelSubscription: build.mutation<
      AdminCancelSubscriptionApiResponse,
      AdminCancelSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/subscriptions/${queryArg.id}/cancel`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminRemoveCar: build.mutation<AdminRemoveCarApiResponse, AdminRemoveCarApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/cars/${queryArg.id}`,
        method: 'DELETE',
        body: queryArg.body,
      }),
    }),
    adminListSubscriptionPayments: build.query<
      AdminListSubscriptionPaymentsApiResponse,
      AdminListSubscriptionPaymentsApiArg
    >({
      query: (queryArg) => ({ url: `/api/admin/subscriptions/${queryArg.id}/payments` }),
    }),
    adminListAudit: build.query<AdminListAuditApiResponse, AdminListAuditApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          actorId: queryArg.actorId,
          action: queryArg.action,
          targetKind: queryArg.targetKind,
          targetId: queryArg.targetId,
        },
      }),
    }),
    adminListAuditActors: build.query<AdminListAuditActorsApiResponse, AdminListAuditActorsApiArg>({
      query: () => ({ url: `/api/admin/audit/actors` }),
    }),
    adminListReports: build.query<AdminListReportsApiResponse, AdminListReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports`,
        params: {
          show: queryArg.show,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    adminDismissReports: build.mutation<AdminDismissReportsApiResponse, AdminDismissReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${queryArg.id}/dismiss`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminHideCar: build.mutation<AdminHideCarApiResponse, AdminHideCarApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${queryArg.id}/hide`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminRestoreCar: build.mutation<AdminRestoreCarApiResponse, AdminRestoreCarApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListStatementEntries: build.query<
      AdminListStatementEntriesApiResponse,
      AdminListStatementEntriesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/statements/entries`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    adminDecideStatementEntry: build.mutation<
      AdminDecideStatementEntryApiResponse,
      AdminDecideStatementEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/statements/entries/${queryArg.id}/decide`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getCars: build.query<GetCarsApiResponse, GetCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/car`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          fields: queryArg.fields,
          hideSold: queryArg.hideSold,
        },
      }),
    }),
    searchCars: build.query<SearchCarsApiResponse, SearchCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/car/search`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          fields: queryArg.fields,
          brand: queryArg.brand,
          model: queryArg.model,
          priceMin: queryArg.priceMin,
          priceMax: queryArg.priceMax,
          yearFrom: queryArg.yearFrom,
          yearTo: queryArg.yearTo,
          sort: queryArg.sort,
          hideSold: queryArg.hideSold,
          q: queryArg.q,
          fuel: queryArg.fuel,
          body: queryArg.body,
          transmission: queryArg.transmission,
          doors: queryArg.doors,
          mileageMin: queryArg.mileageMin,
          mileageMax: queryArg.mileageMax,
          powerMin: queryArg.powerMin,
          powerMax: queryArg.powerMax,
          city: queryArg.city,
          condition: queryArg.condition,
          drive: queryArg.drive,
          colour: queryArg.colour,
          origin: queryArg.origin,
          registered: queryArg.registered,
          damage: queryArg.damage,
          vat: queryArg.vat,
          ownersMax: queryArg.ownersMax,
          equipment: queryArg.equipment,
          goodPrice: queryArg.goodPrice,
        },
      }),
    }),
    getOwnCars: build.query<GetOwnCarsApiResponse, GetOwnCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/car/owner`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          fields: queryArg.fields,
          status: queryArg.status,
        },
      }),
    }),
    getSellerCars: build.query<GetSellerCarsApiResponse, GetSellerCarsApiArg>({
      query: (queryArg) => ({
        url: `/api/car/user/${queryArg.id}`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
          fields: queryArg.fields,
          sort: queryArg.sort,
          q: queryArg.q,
        },
      }),
    }),
    getCar: build.query<GetCarApiResponse, GetCarApiArg>({
      query: (queryArg) => ({ url: `/api/car/${queryArg.id}` }),
    }),
    deleteCar: build.mutation<DeleteCarApiResponse, DeleteCarApiArg>({
      query: (queryArg) => ({ url: `/api/car/${queryArg.id}`, method: 'DELETE' }),
    }),
    getCarComparables: build.query<GetCarComparablesApiResponse, GetCarComparablesApiArg>({
      query: (queryArg) => ({ url: `/api/car/${queryArg.id}/comparables` }),
    }),
    updateCarStatus: build.mutation<UpdateCarStatusApiResponse, UpdateCarStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/car/${queryArg.id}/status`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    reportCar: build.mutation<ReportCarApiResponse, ReportCarApiArg>({
      query: (queryArg) => ({
        url: `/api/car/${queryArg.id}/report`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    renewCar: build.mutation<RenewCarApiResponse, RenewCarApiArg>({
      query: (queryArg) => ({ url: `/api/car/${queryArg.id}/renew`, method: 'POST' }),
    }),
    renewCarByLink: build.mutation<RenewCarByLinkApiResponse, RenewCarByLinkApiArg>({
      query: (queryArg) => ({
        url: `/api/car/renewal`,
        method: 'POST',
        params: {
          car: queryArg.car,
          iat: queryArg.iat,
          token: queryArg.token,
        },
      }),
    }),
    revealPhone: build.mutation<RevealPhoneApiResponse, RevealPhoneApiArg>({
      query: (queryArg) => ({ url: `/api/car/${queryArg.id}/phone-reveal`, method: 'POST' }),
    }),
    getOwnStats: build.query<GetOwnStatsApiResponse, GetOwnStatsApiArg>({
      query: (queryArg) => ({
        url: `/api/car/owner/stats`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    getCarStats: build.query<GetCarStatsApiResponse, GetCarStatsApiArg>({
      query: (queryArg) => ({
        url: `/api/car/${queryArg.id}/stats`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    getModelMarket: build.query<GetModelMarketApiResponse, GetModelMarketApiArg>({
      query: (queryArg) => ({ url: `/api/market/${queryArg.brand}/${queryArg.model}` }),
    }),
    getModelMarketCsv: build.query<GetModelMarketCsvApiResponse, GetModelMarketCsvApiArg>({
      query: (queryArg) => ({ url: `/api/market/${queryArg.brand}/${queryArg.model}/csv` }),
    }),
    getSubscription: build.query<GetSubscriptionApiResponse, GetSubscriptionApiArg>({
      query: () => ({ url: `/api/user/subscription` }),
    }),
    requestSubscription: build.mutation<RequestSubscriptionApiResponse, RequestSubscriptionApiArg>({
      query: () => ({ url: `/api/user/subscription`, method: 'POST' }),
    }),
    getFavourites: build.query<GetFavouritesApiResponse, GetFavouritesApiArg>({
      query: (queryArg) => ({
        url: `/api/user/favourites`,
        params: {
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    getFavouritesGone: build.query<GetFavouritesGoneApiResponse, GetFavouritesGoneApiArg>({
      query: () => ({ url: `/api/user/favourites/gone` }),
    }),
    getFavouritesUnseen: build.query<GetFavouritesUnseenApiResponse, GetFavouritesUnseenApiArg>({
      query: () => ({ url: `/api/user/favourites/unseen` }),
    }),
    markFavouritesSeen: build.mutation<MarkFavouritesSeenApiResponse, MarkFavouritesSeenApiArg>({
      query: () => ({ url: `/api/user/favourites/seen`, method: 'POST' }),
    }),
    getFavouriteIds: build.query<GetFavouriteIdsApiResponse, GetFavouriteIdsApiArg>({
      query: () => ({ url: `/api/user/favourites/ids` }),
    }),
    followCar: build.mutation<FollowCarApiResponse, FollowCarApiArg>({
      query: (queryArg) => ({ url: `/api/user/favourites/${queryArg.id}`, method: 'PUT' }),
    }),
    unfollowCar: build.mutation<UnfollowCarApiResponse, UnfollowCarApiArg>({
      query: (queryArg) => ({ url: `/api/user/favourites/${queryArg.id}`, method: 'DELETE' }),
    }),
    getSavedSearches: build.query<GetSavedSearchesApiResponse, GetSavedSearchesApiArg>({
      query: () => ({ url: `/api/saved-search` }),
    }),
    createSavedSearch: build.mutation<CreateSavedSearchApiResponse, CreateSavedSearchApiArg>({
      query: (queryArg) => ({
        url: `/api/saved-search`,
        method: 'POST',
        body: queryArg.savedSearchCreateInput,
      }),
    }),
    updateSavedSearch: build.mutation<UpdateSavedSearchApiResponse, UpdateSavedSearchApiArg>({
      query: (queryArg) => ({
        url: `/api/saved-search/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.savedSearchUpdateInput,
      }),
    }),
    deleteSavedSearch: build.mutation<DeleteSavedSearchApiResponse, DeleteSavedSearchApiArg>({
      query: (queryArg) => ({ url: `/api/saved-search/${queryArg.id}`, method: 'DELETE' }),
    }),
    markSavedSearchSeen: build.mutation<MarkSavedSearchSeenApiResponse, MarkSavedSearchSeenApiArg>({
      query: (queryArg) => ({ url: `/api/saved-search/${queryArg.id}/seen`, method: 'POST' }),
    }),
    unsubscribeSavedSearch: build.mutation<
      UnsubscribeSavedSearchApiResponse,
      UnsubscribeSavedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/saved-search/unsubscribe`,
        method: 'POST',
        params: {
          ids: queryArg.ids,
          notice: queryArg.notice,
          user: queryArg.user,
          iat: queryArg.iat,
          token: queryArg.token,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse = /** status 200 Default Response */ {
  status: 'ok' | 'error';
  database: 'ok' | 'down';
};
export type GetHealthApiArg = void;
export type GetCitiesApiResponse = /** status 200 Default Response */ {
  data: City[];
};
export type GetCitiesApiArg = void;
export type GetBrandsApiResponse = /** status 200 Default Response */ {
  data: Brand[];
};
export type GetBrandsApiArg = void;
export type GetModelsApiResponse = /** status 200 Default Response */ {
  data: CarModel[];
};
export type GetModelsApiArg = {
  /** Brand id; empty means every brand */
  brand?: string | '';
};
export type GetBodiesApiResponse = /** status 200 Default Response */ {
  data: Lookup[];
};
export type GetBodiesApiArg = void;
export type GetFuelsApiResponse = /** status 200 Default Response */ {
  data: Lookup[];
};
export type GetFuelsApiArg = void;
export type GetLegalFactsApiResponse = /** status 200 Default Response */ LegalFacts;
export type GetLegalFactsApiArg = void;
export type LoginApiResponse = /** status 200 Default Response */ LoginResponse;
export type LoginApiArg = {
  body: {
    email: string;
    password: string;
  };
};
export type RegisterApiResponse = /** status 201 Default Response */ Message;
export type RegisterApiArg = {
  body: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    password: string;
    address?: string | null;
    city: string;
    returnTo?: string;
    /** the person accepts the terms of use and the privacy notice */
    acceptTerms: true;
  };
};
export type VerifyEmailApiResponse = /** status 200 Default Response */ Message;
export type VerifyEmailApiArg = {
  body: {
    token: string;
  };
};
export type RequestPasswordRecoveryApiResponse = /** status 200 Default Response */ Message;
export type RequestPasswordRecoveryApiArg = {
  body: {
    email: string;
  };
};
export type RecoverAccountApiResponse = /** status 200 Default Response */ Message;
export type RecoverAccountApiArg = {
  body: {
    token: string;
    password: string;
    confirmPassword?: string;
  };
};
export type ChangePasswordApiResponse = /** status 200 Default Response */ {
  message: string;
  token: string;
};
export type ChangePasswordApiArg = {
  body: {
    oldPassword: string;
    newPassword: string;
    confirmPassword?: string;
  };
};
export type GetMeApiResponse = /** status 200 Default Response */ User;
export type GetMeApiArg = void;
export type UpdateProfileApiResponse = /** status 200 Default Response */ User;
export type UpdateProfileApiArg = {
  body: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    address?: string | null;
    city?: string | null;
    script?: ScriptInput;
  };
};
export type GetPreferencesApiResponse = /** status 200 Default Response */ Preferences;
export type GetPreferencesApiArg = void;
export type UpdatePreferencesApiResponse = /** status 200 Default Response */ Preferences;
export type UpdatePreferencesApiArg = {
  body: {
    isEmail?: boolean;
    isNotification?: boolean;
    /** a subscriber's new-listings e-mail: at most every 15 minutes, once a day, or never */
    newListings?: 'immediate' | 'daily' | 'off';
  };
};
export type LogoutApiResponse = /** status 200 Default Response */ Message;
export type LogoutApiArg = void;
export type GetUserByIdApiResponse = /** status 200 Default Response */ PublicUser;
export type GetUserByIdApiArg = {
  id: string;
};
export type GetDealerApiResponse = /** status 200 Default Response */ Dealer;
export type GetDealerApiArg = {
  id: string;
};
export type UpdateCompanyApiResponse = /** status 200 Default Response */ User;
export type UpdateCompanyApiArg = {
  body: {
    name: string;
    pib: string;
    registrationNumber: string;
    address?: string | null;
    phones?: string[];
    hours?: string | null;
  };
};
export type DeleteCompanyApiResponse = /** status 200 Default Response */ User;
export type DeleteCompanyApiArg = void;
export type SavePushTokenApiResponse = /** status 200 Default Response */ Message;
export type SavePushTokenApiArg = {
  body: {
    token: string;
    platform?: 'web' | 'android' | 'ios';
  };
};
export type SendContactMessageApiResponse = /** status 201 Default Response */ Message;
export type SendContactMessageApiArg = {
  body: {
    name: string;
    email: string;
    message: string;
  };
};
export type AdminListUsersApiResponse = /** status 200 Default Response */ {
  data: AdminUser[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type AdminListUsersApiArg = {
  status?: ('pending' | 'approved' | 'rejected' | 'blocked') | '';
  /** Part of the name or e-mail */
  q?: string;
  page?: number;
  limit?: number;
};
export type AdminApproveUserApiResponse = /** status 200 Default Response */ User;
export type AdminApproveUserApiArg = {
  id: string;
  body: {
    /** Why (kept in the audit log; a rejection or block also mails it) */
    reason?: string;
  } | null;
};
export type AdminRejectUserApiResponse = /** status 200 Default Response */ User;
export type AdminRejectUserApiArg = {
  id: string;
  body: {
    /** Why (kept in the audit log; a rejection or block also mails it) */
    reason?: string;
  } | null;
};
export type AdminBlockUserApiResponse = /** status 200 Default Response */ User;
export type AdminBlockUserApiArg = {
  id: string;
  body: {
    /** Why (kept in the audit log; a rejection or block also mails it) */
    reason?: string;
  } | null;
};
export type AdminUnblockUserApiResponse = /** status 200 Default Response */ User;
export type AdminUnblockUserApiArg = {
  id: string;
  body: {
    /** Why (kept in the audit log; a rejection or block also mails it) */
    reason?: string;
  } | null;
};
export type AdminListContactMessagesApiResponse = /** status 200 Default Response */ {
  data: ContactMessage[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
  /** How many messages are not handled yet */
  unhandled: number;
};
export type AdminListContactMessagesApiArg = {
  page?: number;
  limit?: number;
  /** Only unhandled or only handled messages */
  state?: 'unhandled' | 'handled';
};
export type AdminSetContactMessageHandledApiResponse = /** status 200 Default Response */ Message;
export type AdminSetContactMessageHandledApiArg = {
  id: string;
  body: {
    handled: boolean;
  };
};
export type AdminAnswerContactMessageApiResponse = /** status 200 Default Response */ Message;
export type AdminAnswerContactMessageApiArg = {
  id: string;
  body: {
    answer: string;
  };
};
export type AdminGetSubscriptionsApiResponse = /** status 200 Default Response */ {
  data: AdminSubscription[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type AdminGetSubscriptionsApiArg = {
  page?: number;
  limit?: number;
  status?: 'pending' | 'active' | 'expired' | 'cancelled';
  /** Reference number (spaces and dashes ignored) or part of the e-mail */
  q?: string;
};
export type AdminActivateSubscriptionApiResponse = /** status 200 Default Response */ {
  message: string;
  subscription: Subscription;
};
export type AdminActivateSubscriptionApiArg = {
  id: string;
  body: {
    months?: number;
    /** YYYY-MM-DD */
    paidOn: string;
    /** In dinars */
    amount: number;
  };
};
export type AdminCancelSubscriptionApiResponse = /** status 200 Default Response */ {
  message: string;
  subscription: Subscription;
};
export type AdminCancelSubscriptionApiArg = {
  id: string;
  body: {
    /** Kept in the audit log */
    reason?: string;
  } | null;
};
export type AdminRemoveCarApiResponse = /** status 200 Default Response */ Message;
export type AdminRemoveCarApiArg = {
  id: string;
  body: {
    reason: string;
  };
};
export type AdminListSubscriptionPaymentsApiResponse = /** status 200 Default Response */ {
  data: RecordedPayment[];
};
export type AdminListSubscriptionPaymentsApiArg = {
  id: string;
};
export type AdminListAuditApiResponse = /** status 200 Default Response */ {
  data: AuditEntry[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type AdminListAuditApiArg = {
  page?: number;
  limit?: number;
  actorId?: string;
  action?:
    | 'user.approve'
    | 'user.reject'
    | 'user.block'
    | 'user.unblock'
    | 'subscription.activate'
    | 'subscription.extend'
    | 'subscription.cancel'
    | 'car.remove'
    | 'car.dismissReports'
    | 'car.hide'
    | 'car.keepHidden'
    | 'car.restore'
    | 'contactMessage.handle'
    | 'contactMessage.reopen'
    | 'contactMessage.answer'
    | 'statementEntry.dismiss';
  targetKind?: 'user' | 'subscription' | 'car' | 'contactMessage' | 'statementEntry';
  targetId?: string;
};
export type AdminListAuditActorsApiResponse = /** status 200 Default Response */ {
  data: AuditActor[];
};
export type AdminListAuditActorsApiArg = void;
export type AdminListReportsApiResponse = /** status 200 Default Response */ ReportQueue;
export type AdminListReportsApiArg = {
  show?: 'open' | 'all';
  page?: number;
  limit?: number;
};
export type AdminDismissReportsApiResponse = /** status 200 Default Response */ Message;
export type AdminDismissReportsApiArg = {
  id: string;
  body: {
    /** kept in the audit log */
    reason?: string;
  } | null;
};
export type AdminHideCarApiResponse = /** status 200 Default Response */ Message;
export type AdminHideCarApiArg = {
  id: string;
  body: {
    reason: string;
  };
};
export type AdminRestoreCarApiResponse = /** status 200 Default Response */ Message;
export type AdminRestoreCarApiArg = {
  id: string;
  body: {
    /** kept in the audit log */
    reason?: string;
  } | null;
};
export type AdminListStatementEntriesApiResponse = /** status 200 Default Response */ {
  data: StatementEntry[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type AdminListStatementEntriesApiArg = {
  page?: number;
  limit?: number;
};
export type AdminDecideStatementEntryApiResponse = /** status 200 Default Response */ Message;
export type AdminDecideStatementEntryApiArg = {
  id: string;
  body: {
    decision: 'activate' | 'dismiss';
    /** Kept in the audit log */
    reason: string;
  };
};
export type GetCarsApiResponse = /** status 200 Default Response */ CarCardPage | CarPage;
export type GetCarsApiArg = {
  page?: number;
  limit?: number;
  /** `card` (default): what a card shows; `full`: each car as `GET /api/car/{id}` has it */
  fields?: 'card' | 'full';
  hideSold?: '0' | '1' | 'true' | 'false';
};
export type SearchCarsApiResponse = /** status 200 Default Response */ CarCardList | CarList;
export type SearchCarsApiArg = {
  page?: number;
  limit?: number;
  /** `card` (default): what a card shows; `full`: each car as `GET /api/car/{id}` has it */
  fields?: 'card' | 'full';
  brand?: string;
  model?: string;
  priceMin?: number;
  priceMax?: number;
  yearFrom?: number;
  yearTo?: number;
  sort?:
    | 'newest'
    | 'oldest'
    | 'priceAsc'
    | 'priceDesc'
    | 'yearAsc'
    | 'yearDesc'
    | 'mileageAsc'
    | 'mileageDesc'
    | 'priceRating';
  hideSold?: '0' | '1' | 'true' | 'false';
  q?: string;
  fuel?: string;
  body?: string;
  transmission?:
    'Manuelni 4 brzine' | 'Manuelni 5 brzine' | 'Manuelni 6 brzine' | 'Automatski / poluautomatski';
  doors?: '2/3 vrata' | '4/5 vrata';
  mileageMin?: number;
  mileageMax?: number;
  powerMin?: number;
  powerMax?: number;
  city?: string;
  condition?: 'used' | 'new' | 'oldtimer';
  drive?: 'front' | 'rear' | 'awd' | 'awdReduction';
  colour?:
    | 'white'
    | 'black'
    | 'silver'
    | 'grey'
    | 'blue'
    | 'navy'
    | 'red'
    | 'bordeaux'
    | 'green'
    | 'brown'
    | 'beige'
    | 'yellow'
    | 'orange'
    | 'gold'
    | 'purple'
    | 'other';
  origin?: 'serbianPlates' | 'foreignPlates' | 'buyersName' | 'customsCleared' | 'notCleared';
  registered?: '0' | '1' | 'true' | 'false';
  damage?: 'none' | 'drivable' | 'notDrivable';
  vat?: 'deductible' | 'margin' | 'notInSystem';
  ownersMax?: number;
  equipment?: string;
  goodPrice?: '0' | '1' | 'true' | 'false';
};
export type GetOwnCarsApiResponse = /** status 200 Default Response */ OwnCarCardList | OwnCarList;
export type GetOwnCarsApiArg = {
  page?: number;
  limit?: number;
  /** `card` (default): what a card shows; `full`: each car as `GET /api/car/{id}` has it */
  fields?: 'card' | 'full';
  /** `active`, `reserved`: listed adverts of that status; `expired`; `sold`: every sold one */
  status?: 'active' | 'reserved' | 'sold' | 'expired';
};
export type GetSellerCarsApiResponse = /** status 200 Default Response */ CarCardList | CarList;
export type GetSellerCarsApiArg = {
  page?: number;
  limit?: number;
  /** `card` (default): what a card shows; `full`: each car as `GET /api/car/{id}` has it */
  fields?: 'card' | 'full';
  sort?:
    | 'newest'
    | 'oldest'
    | 'priceAsc'
    | 'priceDesc'
    | 'yearAsc'
    | 'yearDesc'
    | 'mileageAsc'
    | 'mileageDesc'
    | 'priceRating';
  q?: string;
  id: string;
};
export type GetCarApiResponse = /** status 200 Default Response */ CarDetail;
export type GetCarApiArg = {
  id: string;
};
export type DeleteCarApiResponse = /** status 200 Default Response */ Message;
export type DeleteCarApiArg = {
  id: string;
};
export type GetCarComparablesApiResponse = /** status 200 Default Response */ PriceComparables;
export type GetCarComparablesApiArg = {
  id: string;
};
export type UpdateCarStatusApiResponse = /** status 200 Default Response */ Car;
export type UpdateCarStatusApiArg = {
  id: string;
  body: {
    status: 'active' | 'reserved' | 'sold';
  };
};
export type ReportCarApiResponse = /** status 201 Default Response */ Message;
export type ReportCarApiArg = {
  id: string;
  body: {
    reason: 'sold' | 'wrongDetails' | 'fake' | 'duplicate' | 'other';
    /** optional, at most 500 characters */
    note?: string;
  };
};
export type RenewCarApiResponse = /** status 200 Default Response */ AdvertRenewed;
export type RenewCarApiArg = {
  id: string;
};
export type RenewCarByLinkApiResponse = /** status 200 Default Response */ AdvertRenewed;
export type RenewCarByLinkApiArg = {
  /** the advert the link renews */
  car: string;
  /** when the link was mailed (seconds since 1970); links expire after 30 days */
  iat: number;
  token: string;
};
export type RevealPhoneApiResponse = unknown;
export type RevealPhoneApiArg = {
  id: string;
};
export type GetOwnStatsApiResponse = /** status 200 Default Response */ CarStats;
export type GetOwnStatsApiArg = {
  /** how many days up to today (default 30) */
  days?: number;
};
export type GetCarStatsApiResponse = /** status 200 Default Response */ CarStats;
export type GetCarStatsApiArg = {
  /** how many days up to today (default 30) */
  days?: number;
  id: string;
};
export type GetModelMarketApiResponse = /** status 200 Default Response */ ModelMarket;
export type GetModelMarketApiArg = {
  /** the brand’s id */
  brand: string;
  /** the model’s id (of that brand) */
  model: string;
};
export type GetModelMarketCsvApiResponse =
  /** status 200 the table, one line per production year */ string;
export type GetModelMarketCsvApiArg = {
  /** the brand’s id */
  brand: string;
  /** the model’s id (of that brand) */
  model: string;
};
export type GetSubscriptionApiResponse = /** status 200 Default Response */ SubscriptionState;
export type GetSubscriptionApiArg = void;
export type RequestSubscriptionApiResponse =
  | /** status 200 An open (pending or active) subscription already exists */ SubscriptionState
  | /** status 201 Default Response */ SubscriptionState;
export type RequestSubscriptionApiArg = void;
export type GetFavouritesApiResponse = /** status 200 Default Response */ FavouriteList;
export type GetFavouritesApiArg = {
  page?: number;
  limit?: number;
};
export type GetFavouritesGoneApiResponse = /** status 200 Default Response */ FavouritesGone;
export type GetFavouritesGoneApiArg = void;
export type GetFavouritesUnseenApiResponse = /** status 200 Default Response */ FavouritesUnseen;
export type GetFavouritesUnseenApiArg = void;
export type MarkFavouritesSeenApiResponse = /** status 200 Default Response */ FavouritesUnseen;
export type MarkFavouritesSeenApiArg = void;
export type GetFavouriteIdsApiResponse = /** status 200 Default Response */ FavouriteIds;
export type GetFavouriteIdsApiArg = void;
export type FollowCarApiResponse = /** status 200 Default Response */ FavouriteState;
export type FollowCarApiArg = {
  id: string;
};
export type UnfollowCarApiResponse = /** status 200 Default Response */ FavouriteState;
export type UnfollowCarApiArg = {
  id: string;
};
export type GetSavedSearchesApiResponse = /** status 200 Default Response */ {
  data: SavedSearch[];
};
export type GetSavedSearchesApiArg = void;
export type CreateSavedSearchApiResponse = /** status 201 Default Response */ SavedSearch;
export type CreateSavedSearchApiArg = {
  savedSearchCreateInput: SavedSearchCreateInput;
};
export type UpdateSavedSearchApiResponse = /** status 200 Default Response */ SavedSearch;
export type UpdateSavedSearchApiArg = {
  id: string;
  savedSearchUpdateInput: SavedSearchUpdateInput;
};
export type DeleteSavedSearchApiResponse = /** status 200 Default Response */ Message;
export type DeleteSavedSearchApiArg = {
  id: string;
};
export type MarkSavedSearchSeenApiResponse = /** status 200 Default Response */ SavedSearch;
export type MarkSavedSearchSeenApiArg = {
  id: string;
};
export type UnsubscribeSavedSearchApiResponse =
  /** status 200 Default Response */ SavedSearchUnsubscribed;
export type UnsubscribeSavedSearchApiArg = {
  /** the saved searches whose alerts stop */
  ids?: string;
  /** or the notice kind that stops for `user` */
  notice?: 'newListings' | 'favourites';
  user?: string;
  /** when the link was mailed (seconds since 1970); links expire after 60 days */
  iat: number;
  token: string;
};
export type City = {
  _id: string;
  name: string;
  district: string;
};
export type Message = {
  message: string;
};
export type Brand = {
  _id: string;
  name: string;
};
export type CarModel = {
  _id: string;
  name: string;
  brand: {
    _id: string;
  };
};
export type Lookup = {
  _id: string;
  slug: string;
  name: string;
};
export type Duration = {
  amount: number;
  unit: 'minutes' | 'hours' | 'days';
};
export type LegalFacts = {
  /** the data controller, from the OPERATOR_* settings */
  operator: {
    name: string;
    address: string;
    pib: string;
    /** where a person writes about their data (SUPPORT_EMAIL) */
    email: string;
    /** true: the server has no OPERATOR_* settings and shows a demo operator */
    demo: boolean;
  };
  texts: {
    terms: {
      version: number;
      /** the day the text took effect */
      date: string;
    };
    privacy: {
      version: number;
      /** the day the text took effect */
      date: string;
    };
  };
  /** each period the privacy notice states, as the server keeps it */
  retention: {
    sessionIdle: Duration;
    sessionMax: Duration;
    verifyLink: Duration;
    resetLink: Duration;
    unsubscribeLink: Duration;
    renewalLink: Duration;
    advertListed: Duration;
    soldListed: Duration;
    viewRecord: Duration;
    phoneReveal: Duration;
    departure: Duration;
    attempts: Duration;
    deviceCookie: Duration;
    sentMessage: Duration;
  };
};
export type NamedRef = {
  _id: string;
  name: string;
};
export type LoginResponse = {
  token: string;
  role: 'user' | 'admin';
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string | null;
  city: NamedRef | null;
  email: string;
  image: string | null;
};
export type Company = {
  name: string;
  /** PIB: nine digits, the last its ISO 7064 MOD 11,10 check digit */
  pib: string;
  /** Matični broj: eight digits */
  registrationNumber: string;
  address: string | null;
  /** Phones besides the account phone */
  phones: string[];
  /** Working hours, a short weekly text */
  hours: string | null;
};
export type Script = 'sr-Latn' | 'sr-Cyrl';
export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: NamedRef | null;
  /** Url of the profile photo */
  image: string | null;
  email: string;
  address: string | null;
  role: 'user' | 'admin';
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
  emailVerified: boolean;
  isEmail: boolean;
  isNotification: boolean;
  /** The Firma section; null: trades in own name */
  company: Company | null;
  /** The script the user reads Serbian in; null: not chosen (the browser decides) */
  script: Script | null;
  createdAt: string;
};
export type ScriptInput = 'sr-Latn' | 'sr-Cyrl';
export type Preferences = {
  isEmail: boolean;
  isNotification: boolean;
  /** a subscriber's new-listings e-mail: at most every 15 minutes, once a day, or never */
  newListings: 'immediate' | 'daily' | 'off';
};
export type PublicUser = {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: NamedRef | null;
  /** Url of the profile photo */
  image: string | null;
};
export type Dealer = {
  _id: string;
  firstName: string;
  lastName: string;
  city: NamedRef | null;
  image: string | null;
  company: Company | null;
  /** When the account was created */
  memberSince: string;
  /** Adverts on the lists now, sold ones not counted */
  activeAdverts: number;
  /** Adverts marked sold in the last 90 days */
  soldLast90Days: number;
};
export type AdminUser = {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: NamedRef | null;
  /** Url of the profile photo */
  image: string | null;
  email: string;
  address: string | null;
  role: 'user' | 'admin';
  status: 'pending' | 'approved' | 'rejected' | 'blocked';
  emailVerified: boolean;
  isEmail: boolean;
  isNotification: boolean;
  /** The Firma section; null: trades in own name */
  company: Company | null;
  /** The script the user reads Serbian in; null: not chosen (the browser decides) */
  script: Script | null;
  createdAt: string;
  /** how many times an administrator hid the seller's adverts in the last 90 days */
  hiddenRecently: number;
  /** hidden at least 3 times in 90 days: the console flags the seller */
  flagged: boolean;
};
export type ContactMessage = {
  _id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  createdAt: string;
  handled: {
    at: string;
    /** The admin's e-mail */
    by: string | null;
  } | null;
  answer: {
    text: string;
    at: string;
    /** The admin's e-mail */
    by: string | null;
  } | null;
};
export type AdminSubscription = {
  _id: string;
  status: 'pending' | 'active' | 'expired' | 'cancelled';
  startDate: string | null;
  endDate: string | null;
  /** Poziv na broj (model 97) */
  referenceNumber: string;
  createdAt: string;
  /** When an expired or cancelled subscription ended (its end date, or when it was cancelled if that came first); null while it is pending or active */
  endedAt: string | null;
  user: {
    _id: string;
    firstName: string;
    lastName: string;
    email: string;
  };
  /** What a month costs now, in dinars (the payment form default) */
  price: number;
};
export type Subscription = {
  _id: string;
  status: 'pending' | 'active' | 'expired' | 'cancelled';
  startDate: string | null;
  endDate: string | null;
  /** Poziv na broj (model 97) */
  referenceNumber: string;
  createdAt: string;
  /** When an expired or cancelled subscription ended (its end date, or when it was cancelled if that came first); null while it is pending or active */
  endedAt: string | null;
};
export type RecordedPayment = {
  _id: string;
  /** The day of the payment (YYYY-MM-DD) */
  paidOn: string;
  /** In dinars */
  amount: number;
  months: number;
  /** The admin's e-mail */
  recordedBy: string | null;
  createdAt: string;
};
export type AuditEntry = {
  _id: string;
  createdAt: string;
  actor: {
    _id: string;
    email: string;
  };
  action:
    | 'user.approve'
    | 'user.reject'
    | 'user.block'
    | 'user.unblock'
    | 'subscription.activate'
    | 'subscription.extend'
    | 'subscription.cancel'
    | 'car.remove'
    | 'car.dismissReports'
    | 'car.hide'
    | 'car.keepHidden'
    | 'car.restore'
    | 'contactMessage.handle'
    | 'contactMessage.reopen'
    | 'contactMessage.answer'
    | 'statementEntry.dismiss';
  target: {
    kind: 'user' | 'subscription' | 'car' | 'contactMessage' | 'statementEntry';
    _id: string;
    /** How the target was called when the action was taken */
    label: string;
  };
  reason: string | null;
  /** Action-specific facts, e.g. paidOn and amount of a recorded payment */
  details: {
    [key: string]: string | number | boolean | null;
  } | null;
};
export type AuditActor = {
  _id: string;
  email: string;
  name: string;
};
export type ReportedSeller = {
  _id: string;
  name: string;
  email: string;
  /** how many times an administrator hid the seller's adverts in the last 90 days */
  hiddenRecently: number;
  /** hidden at least 3 times in 90 days: the console flags the seller */
  flagged: boolean;
};
export type AdvertReport = {
  _id: string;
  reason: 'sold' | 'wrongDetails' | 'fake' | 'duplicate' | 'other';
  note: string | null;
  createdAt: string;
  reporter: {
    _id: string;
    name: string;
    email: string;
  };
  /** null while open */
  resolution: ('dismissed' | 'hidden') | null;
};
export type ReportedAdvert = {
  car: {
    _id: string;
    /** brand, model and label */
    title: string;
    price: number;
    status: 'active' | 'reserved' | 'sold';
    /** the first photo, at its smallest width */
    image: string | null;
  };
  seller: ReportedSeller;
  /** `open`: reports wait; `changed`: hidden, edited by the seller since, waits for review; `hidden`: waits for the seller; `handled`: nothing waits */
  state: 'open' | 'changed' | 'hidden' | 'handled';
  /** reports not yet dismissed or acted on */
  openReports: number;
  reports: AdvertReport[];
  /** while the advert is hidden */
  hiding: {
    reason: string;
    hiddenAt: string;
    changedAt: string | null;
  } | null;
  lastActivityAt: string;
};
export type ReportQueue = {
  data: ReportedAdvert[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
  /** adverts waiting for an administrator */
  open: number;
};
export type StatementEntry = {
  _id: string;
  transactionId: string | null;
  bookedOn: string;
  /** In dinars */
  amount: number;
  /** As the bank wrote it */
  reference: string | null;
  payer: string | null;
  purpose: string | null;
  issue: 'unknownReference' | 'amountMismatch' | 'notPending';
  /** What a subscription costs now, in dinars */
  expectedAmount: number;
  subscription: {
    _id: string;
    referenceNumber: string;
    status: 'pending' | 'active' | 'expired' | 'cancelled';
    email: string | null;
  } | null;
};
export type CarImage = {
  /** The display size (about 1024 px wide) */
  url: string;
  widths: {
    width: number;
    url: string;
  }[];
};
export type PriceRating = {
  /** null: fewer comparable adverts than PRICE_RATING_MIN_COMPARABLES, no rating */
  level: ('veryGood' | 'good' | 'usual' | 'raised' | 'high') | null;
  /** how many comparable adverts the rating rests on */
  comparables: number;
};
export type CardSeller = {
  _id: string;
  city: NamedRef | null;
};
export type CarCard = {
  _id: string;
  /** The first photo only (none: no photo) */
  image: CarImage[];
  brand: NamedRef;
  model: NamedRef;
  fuel: NamedRef | null;
  transmission: string | null;
  mileage: number | null;
  yearProduction: number | null;
  price: number;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: CardSeller;
  publishedAt: string;
};
export type CarCardPage = {
  docs: CarCard[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
};
export type Car = {
  _id: string;
  image: CarImage[];
  brand: NamedRef;
  model: {
    _id: string;
    name: string;
    brand: {
      _id: string;
    };
  };
  body: NamedRef | null;
  fuel: NamedRef | null;
  label: string;
  price: number;
  /** the price in dinars at the server’s EUR_RSD_RATE, rounded to 1,000: an estimate */
  priceRsd: number;
  yearProduction: number | null;
  volume: number | null;
  enginePower: number | null;
  doors: string | null;
  transmission: string | null;
  mileage: number | null;
  description: string;
  isAirCondition: boolean | null;
  /** one of the catalogue’s words (VEHICLE_ORIGINS); adverts from before decision 043 may keep their own free text */
  vehicleOrigin: string | null;
  /** one of the catalogue’s words (DAMAGE_STATES); adverts from before decision 043 may keep their own free text */
  damage: string | null;
  isActivated: boolean;
  engineEmissionClass: string | null;
  chassisNumber: string | null;
  condition: ('used' | 'new' | 'oldtimer') | null;
  colour:
    | (
        | 'white'
        | 'black'
        | 'silver'
        | 'grey'
        | 'blue'
        | 'navy'
        | 'red'
        | 'bordeaux'
        | 'green'
        | 'brown'
        | 'beige'
        | 'yellow'
        | 'orange'
        | 'gold'
        | 'purple'
        | 'other'
      )
    | null;
  drive: ('front' | 'rear' | 'awd' | 'awdReduction') | null;
  steeringSide: ('left' | 'right') | null;
  airConditioning: ('none' | 'manual' | 'automatic' | 'multiZone') | null;
  interiorMaterial: ('cloth' | 'partLeather' | 'leather' | 'alcantara' | 'velour') | null;
  interiorColour:
    ('black' | 'grey' | 'beige' | 'brown' | 'white' | 'red' | 'blue' | 'other') | null;
  importCountry:
    | (
        | 'DE'
        | 'AT'
        | 'CH'
        | 'IT'
        | 'FR'
        | 'NL'
        | 'BE'
        | 'LU'
        | 'SE'
        | 'DK'
        | 'SI'
        | 'HR'
        | 'CZ'
        | 'other'
      )
    | null;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  isMetallic: boolean | null;
  hasServiceBook: boolean | null;
  hasSpareKey: boolean | null;
  isFirstOwner: boolean | null;
  isBoughtNewInSerbia: boolean | null;
  isGaraged: boolean | null;
  acceptsExchange: boolean | null;
  seats: number | null;
  previousOwners: number | null;
  /** the month the registration runs to, `YYYY-MM`; null: not stated or not registered */
  registeredUntil: string | null;
  /** false: not registered; null: not stated */
  isRegistered: boolean | null;
  /** equipment and safety items, in the catalogue’s order */
  equipment: (
    | 'abs'
    | 'esp'
    | 'asr'
    | 'airbagFront'
    | 'airbagSide'
    | 'airbagCurtain'
    | 'isofix'
    | 'alarm'
    | 'codedKey'
    | 'centralLocking'
    | 'cruiseControl'
    | 'adaptiveCruise'
    | 'heatedSeats'
    | 'electricSeats'
    | 'multifunctionWheel'
    | 'boardComputer'
    | 'navigation'
    | 'headUpDisplay'
    | 'carPlay'
    | 'keyless'
    | 'electricWindows'
    | 'sunroof'
    | 'panoramaRoof'
    | 'towHook'
    | 'parkingSensorsFront'
    | 'parkingSensorsRear'
    | 'camera'
    | 'camera360'
    | 'ledLights'
    | 'xenonLights'
    | 'alloyWheels'
    | 'startStop'
  )[];
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: PublicUser;
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
};
export type CarPage = {
  docs: Car[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
};
export type CarCardList = {
  data: CarCard[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type CarList = {
  data: Car[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type AdvertExpiry = {
  /** when the advert expires unless it is renewed; null for a sold one */
  expiresAt: string | null;
  /** the advert expired: it is in no list, search or page until its owner renews it */
  expired: boolean;
};
export type AdvertModeration = {
  state: 'hidden' | 'changed';
  /** what the seller must fix, as the administrator wrote it */
  reason: string;
  hiddenAt: string;
  /** when the seller last saved an edit since */
  changedAt: string | null;
} | null;
export type OwnCarCard = {
  _id: string;
  /** The first photo only (none: no photo) */
  image: CarImage[];
  brand: NamedRef;
  model: NamedRef;
  fuel: NamedRef | null;
  transmission: string | null;
  mileage: number | null;
  yearProduction: number | null;
  price: number;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: CardSeller;
  publishedAt: string;
  /** how many users follow the advert */
  followers: number;
  expiry: AdvertExpiry;
  moderation: AdvertModeration;
};
export type OwnCarCardList = {
  data: OwnCarCard[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type OwnCar = {
  _id: string;
  image: CarImage[];
  brand: NamedRef;
  model: {
    _id: string;
    name: string;
    brand: {
      _id: string;
    };
  };
  body: NamedRef | null;
  fuel: NamedRef | null;
  label: string;
  price: number;
  /** the price in dinars at the server’s EUR_RSD_RATE, rounded to 1,000: an estimate */
  priceRsd: number;
  yearProduction: number | null;
  volume: number | null;
  enginePower: number | null;
  doors: string | null;
  transmission: string | null;
  mileage: number | null;
  description: string;
  isAirCondition: boolean | null;
  /** one of the catalogue’s words (VEHICLE_ORIGINS); adverts from before decision 043 may keep their own free text */
  vehicleOrigin: string | null;
  /** one of the catalogue’s words (DAMAGE_STATES); adverts from before decision 043 may keep their own free text */
  damage: string | null;
  isActivated: boolean;
  engineEmissionClass: string | null;
  chassisNumber: string | null;
  condition: ('used' | 'new' | 'oldtimer') | null;
  colour:
    | (
        | 'white'
        | 'black'
        | 'silver'
        | 'grey'
        | 'blue'
        | 'navy'
        | 'red'
        | 'bordeaux'
        | 'green'
        | 'brown'
        | 'beige'
        | 'yellow'
        | 'orange'
        | 'gold'
        | 'purple'
        | 'other'
      )
    | null;
  drive: ('front' | 'rear' | 'awd' | 'awdReduction') | null;
  steeringSide: ('left' | 'right') | null;
  airConditioning: ('none' | 'manual' | 'automatic' | 'multiZone') | null;
  interiorMaterial: ('cloth' | 'partLeather' | 'leather' | 'alcantara' | 'velour') | null;
  interiorColour:
    ('black' | 'grey' | 'beige' | 'brown' | 'white' | 'red' | 'blue' | 'other') | null;
  importCountry:
    | (
        | 'DE'
        | 'AT'
        | 'CH'
        | 'IT'
        | 'FR'
        | 'NL'
        | 'BE'
        | 'LU'
        | 'SE'
        | 'DK'
        | 'SI'
        | 'HR'
        | 'CZ'
        | 'other'
      )
    | null;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  isMetallic: boolean | null;
  hasServiceBook: boolean | null;
  hasSpareKey: boolean | null;
  isFirstOwner: boolean | null;
  isBoughtNewInSerbia: boolean | null;
  isGaraged: boolean | null;
  acceptsExchange: boolean | null;
  seats: number | null;
  previousOwners: number | null;
  /** the month the registration runs to, `YYYY-MM`; null: not stated or not registered */
  registeredUntil: string | null;
  /** false: not registered; null: not stated */
  isRegistered: boolean | null;
  /** equipment and safety items, in the catalogue’s order */
  equipment: (
    | 'abs'
    | 'esp'
    | 'asr'
    | 'airbagFront'
    | 'airbagSide'
    | 'airbagCurtain'
    | 'isofix'
    | 'alarm'
    | 'codedKey'
    | 'centralLocking'
    | 'cruiseControl'
    | 'adaptiveCruise'
    | 'heatedSeats'
    | 'electricSeats'
    | 'multifunctionWheel'
    | 'boardComputer'
    | 'navigation'
    | 'headUpDisplay'
    | 'carPlay'
    | 'keyless'
    | 'electricWindows'
    | 'sunroof'
    | 'panoramaRoof'
    | 'towHook'
    | 'parkingSensorsFront'
    | 'parkingSensorsRear'
    | 'camera'
    | 'camera360'
    | 'ledLights'
    | 'xenonLights'
    | 'alloyWheels'
    | 'startStop'
  )[];
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: PublicUser;
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  /** how many users follow the advert */
  followers: number;
  expiry: AdvertExpiry;
  moderation: AdvertModeration;
};
export type OwnCarList = {
  data: OwnCar[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type CarDetail = {
  _id: string;
  image: CarImage[];
  brand: NamedRef;
  model: {
    _id: string;
    name: string;
    brand: {
      _id: string;
    };
  };
  body: NamedRef | null;
  fuel: NamedRef | null;
  label: string;
  price: number;
  /** the price in dinars at the server’s EUR_RSD_RATE, rounded to 1,000: an estimate */
  priceRsd: number;
  yearProduction: number | null;
  volume: number | null;
  enginePower: number | null;
  doors: string | null;
  transmission: string | null;
  mileage: number | null;
  description: string;
  isAirCondition: boolean | null;
  /** one of the catalogue’s words (VEHICLE_ORIGINS); adverts from before decision 043 may keep their own free text */
  vehicleOrigin: string | null;
  /** one of the catalogue’s words (DAMAGE_STATES); adverts from before decision 043 may keep their own free text */
  damage: string | null;
  isActivated: boolean;
  engineEmissionClass: string | null;
  chassisNumber: string | null;
  condition: ('used' | 'new' | 'oldtimer') | null;
  colour:
    | (
        | 'white'
        | 'black'
        | 'silver'
        | 'grey'
        | 'blue'
        | 'navy'
        | 'red'
        | 'bordeaux'
        | 'green'
        | 'brown'
        | 'beige'
        | 'yellow'
        | 'orange'
        | 'gold'
        | 'purple'
        | 'other'
      )
    | null;
  drive: ('front' | 'rear' | 'awd' | 'awdReduction') | null;
  steeringSide: ('left' | 'right') | null;
  airConditioning: ('none' | 'manual' | 'automatic' | 'multiZone') | null;
  interiorMaterial: ('cloth' | 'partLeather' | 'leather' | 'alcantara' | 'velour') | null;
  interiorColour:
    ('black' | 'grey' | 'beige' | 'brown' | 'white' | 'red' | 'blue' | 'other') | null;
  importCountry:
    | (
        | 'DE'
        | 'AT'
        | 'CH'
        | 'IT'
        | 'FR'
        | 'NL'
        | 'BE'
        | 'LU'
        | 'SE'
        | 'DK'
        | 'SI'
        | 'HR'
        | 'CZ'
        | 'other'
      )
    | null;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  isMetallic: boolean | null;
  hasServiceBook: boolean | null;
  hasSpareKey: boolean | null;
  isFirstOwner: boolean | null;
  isBoughtNewInSerbia: boolean | null;
  isGaraged: boolean | null;
  acceptsExchange: boolean | null;
  seats: number | null;
  previousOwners: number | null;
  /** the month the registration runs to, `YYYY-MM`; null: not stated or not registered */
  registeredUntil: string | null;
  /** false: not registered; null: not stated */
  isRegistered: boolean | null;
  /** equipment and safety items, in the catalogue’s order */
  equipment: (
    | 'abs'
    | 'esp'
    | 'asr'
    | 'airbagFront'
    | 'airbagSide'
    | 'airbagCurtain'
    | 'isofix'
    | 'alarm'
    | 'codedKey'
    | 'centralLocking'
    | 'cruiseControl'
    | 'adaptiveCruise'
    | 'heatedSeats'
    | 'electricSeats'
    | 'multifunctionWheel'
    | 'boardComputer'
    | 'navigation'
    | 'headUpDisplay'
    | 'carPlay'
    | 'keyless'
    | 'electricWindows'
    | 'sunroof'
    | 'panoramaRoof'
    | 'towHook'
    | 'parkingSensorsFront'
    | 'parkingSensorsRear'
    | 'camera'
    | 'camera360'
    | 'ledLights'
    | 'xenonLights'
    | 'alloyWheels'
    | 'startStop'
  )[];
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: PublicUser;
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  /** the price before the last change when that was a drop in the last 30 days */
  priceDrop: {
    previousPrice: number;
    changedAt: string;
  } | null;
  /** why an administrator hid the advert: for its seller and administrators only (null for others, and when not hidden) */
  moderation: AdvertModeration;
  /** the advert's period, for its owner only (null for everyone else) */
  expiry: AdvertExpiry | null;
  /** the signed-in reader has reported this advert already (a second report is refused); false for visitors, its owner and administrators */
  reportedByViewer: boolean;
};
export type PriceComparables = {
  /** every comparable advert now, the sold ones no longer listed included */
  count: number;
  /** the median price of the comparables the stored rating rests on */
  estimate: number | null;
  /** the comparables the reader may open, cheapest first (at most 100) */
  docs: CarCard[];
  /** sold comparables no longer listed (in the count, not in `docs`: nobody opens them) */
  soldGone: number;
};
export type AdvertRenewed = {
  message: string;
  /** the advert */
  _id: string;
  /** brand and model */
  title: string;
  /** the end of the new period */
  expiresAt: string;
};
export type DayStats = {
  day: string;
  /** views counted that day (each viewer once an hour) */
  views: number;
  /** viewers who revealed the phone number that day */
  phoneReveals: number;
  /** people who started following the advert that day */
  follows: number;
  /** people who stopped following it that day */
  unfollows: number;
};
export type StatsTotals = {
  /** views counted that day (each viewer once an hour) */
  views: number;
  /** viewers who revealed the phone number that day */
  phoneReveals: number;
  /** people who started following the advert that day */
  follows: number;
  /** people who stopped following it that day */
  unfollows: number;
};
export type CarStats = {
  /** the first day shown (Serbia’s calendar) */
  from: string;
  /** the last day shown: today */
  to: string;
  /** every day from `from` to `to`, oldest first; zeros on quiet days */
  days: DayStats[];
  totals: StatsTotals;
};
export type MarketYear = {
  year: number;
  /** adverts of that year on offer */
  count: number;
  q1: number | null;
  /** the median asking price */
  median: number;
  q3: number | null;
};
export type MarketSold = {
  /** adverts marked sold in the last 180 days */
  count: number;
  /** the median number of days from publishing to „prodato“ */
  medianDays: number | null;
};
export type MarketWeek = {
  /** the first day of the seven (Serbia’s calendar) */
  from: string;
  /** adverts published in those seven days */
  count: number;
  median: number | null;
};
export type ModelMarket = {
  brand: NamedRef;
  model: NamedRef;
  /** the model’s adverts on offer now (listed, not sold) */
  active: number;
  /** asking prices of the adverts on offer by production year, oldest first; the quartiles null below 4 adverts */
  years: MarketYear[];
  sold: MarketSold;
  /** 13 periods of seven days, oldest first, the last ending now */
  trend: MarketWeek[];
};
export type IpsQr = {
  /** The NBS IPS QR text, e.g. "K:PR|V:01|C:1|R:160000000001234595|N:…" */
  payload: string;
  /** The QR code as an SVG data: URI, for an <img> */
  image: string;
};
export type SubscriptionPayment = {
  /** Uplatilac: the user's company, else their first and last name */
  payer: string;
  purpose: string;
  recipient: string;
  /** Šifra plaćanja, e.g. "221" */
  paymentCode: string;
  /** Formatted, e.g. "2.400,00 RSD" */
  amount: string;
  /** As a bank app takes it: no digit grouping, a decimal comma, e.g. "2400,00" */
  amountPlain: string;
  /** Račun primaoca, all 18 digits, e.g. "160-0000000012345-95" */
  account: string;
  model: '97';
  referenceNumber: string;
  ipsQr: IpsQr;
};
export type SubscriptionOffer = {
  /** What one period costs, formatted, e.g. "2.400,00 RSD" */
  amount: string;
  /** How many days one paid period lasts */
  days: number;
};
export type SubscriptionState = {
  subscription: Subscription | null;
  isActive: boolean;
  payment: SubscriptionPayment | null;
  offer: SubscriptionOffer;
};
export type FavouriteCar = {
  _id: string;
  image: CarImage[];
  brand: NamedRef;
  model: {
    _id: string;
    name: string;
    brand: {
      _id: string;
    };
  };
  body: NamedRef | null;
  fuel: NamedRef | null;
  label: string;
  price: number;
  /** the price in dinars at the server’s EUR_RSD_RATE, rounded to 1,000: an estimate */
  priceRsd: number;
  yearProduction: number | null;
  volume: number | null;
  enginePower: number | null;
  doors: string | null;
  transmission: string | null;
  mileage: number | null;
  description: string;
  isAirCondition: boolean | null;
  /** one of the catalogue’s words (VEHICLE_ORIGINS); adverts from before decision 043 may keep their own free text */
  vehicleOrigin: string | null;
  /** one of the catalogue’s words (DAMAGE_STATES); adverts from before decision 043 may keep their own free text */
  damage: string | null;
  isActivated: boolean;
  engineEmissionClass: string | null;
  chassisNumber: string | null;
  condition: ('used' | 'new' | 'oldtimer') | null;
  colour:
    | (
        | 'white'
        | 'black'
        | 'silver'
        | 'grey'
        | 'blue'
        | 'navy'
        | 'red'
        | 'bordeaux'
        | 'green'
        | 'brown'
        | 'beige'
        | 'yellow'
        | 'orange'
        | 'gold'
        | 'purple'
        | 'other'
      )
    | null;
  drive: ('front' | 'rear' | 'awd' | 'awdReduction') | null;
  steeringSide: ('left' | 'right') | null;
  airConditioning: ('none' | 'manual' | 'automatic' | 'multiZone') | null;
  interiorMaterial: ('cloth' | 'partLeather' | 'leather' | 'alcantara' | 'velour') | null;
  interiorColour:
    ('black' | 'grey' | 'beige' | 'brown' | 'white' | 'red' | 'blue' | 'other') | null;
  importCountry:
    | (
        | 'DE'
        | 'AT'
        | 'CH'
        | 'IT'
        | 'FR'
        | 'NL'
        | 'BE'
        | 'LU'
        | 'SE'
        | 'DK'
        | 'SI'
        | 'HR'
        | 'CZ'
        | 'other'
      )
    | null;
  priceType: ('fixed' | 'negotiable') | null;
  vat: ('deductible' | 'margin' | 'notInSystem') | null;
  isMetallic: boolean | null;
  hasServiceBook: boolean | null;
  hasSpareKey: boolean | null;
  isFirstOwner: boolean | null;
  isBoughtNewInSerbia: boolean | null;
  isGaraged: boolean | null;
  acceptsExchange: boolean | null;
  seats: number | null;
  previousOwners: number | null;
  /** the month the registration runs to, `YYYY-MM`; null: not stated or not registered */
  registeredUntil: string | null;
  /** false: not registered; null: not stated */
  isRegistered: boolean | null;
  /** equipment and safety items, in the catalogue’s order */
  equipment: (
    | 'abs'
    | 'esp'
    | 'asr'
    | 'airbagFront'
    | 'airbagSide'
    | 'airbagCurtain'
    | 'isofix'
    | 'alarm'
    | 'codedKey'
    | 'centralLocking'
    | 'cruiseControl'
    | 'adaptiveCruise'
    | 'heatedSeats'
    | 'electricSeats'
    | 'multifunctionWheel'
    | 'boardComputer'
    | 'navigation'
    | 'headUpDisplay'
    | 'carPlay'
    | 'keyless'
    | 'electricWindows'
    | 'sunroof'
    | 'panoramaRoof'
    | 'towHook'
    | 'parkingSensorsFront'
    | 'parkingSensorsRear'
    | 'camera'
    | 'camera360'
    | 'ledLights'
    | 'xenonLights'
    | 'alloyWheels'
    | 'startStop'
  )[];
  /** null: not rated yet (a new advert waits for the next round of the pricing job) */
  priceRating: PriceRating | null;
  status: 'active' | 'reserved' | 'sold';
  viewsCount: number;
  user: PublicUser;
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  /** when the user started following the car */
  followedAt: string;
  /** the price before the first drop the follower was told of, while the price is lower */
  priceBefore: number | null;
};
export type FavouriteList = {
  data: FavouriteCar[];
  totalDocs: number;
  /** true when more than 10000 match (1000 with a keyword): totalDocs is then the cap */
  totalCapped: boolean;
  limit: number;
  page: number;
  totalPages: number;
};
export type FavouritesGone = {
  data: {
    /** the car */
    _id: string;
    /** brand and model */
    title: string;
    followedAt: string;
    /** when the advert was deleted (named for 30 days); null while it is only hidden (its seller blocked) */
    departedAt: string | null;
  }[];
};
export type FavouritesUnseen = {
  /** followed adverts changed since the list was opened */
  count: number;
};
export type FavouriteIds = {
  /** ids of every car the user follows */
  data: string[];
};
export type FavouriteState = {
  /** the car */
  _id: string;
  isFavourite: boolean;
  message: string;
};
export type SavedSearch = {
  _id: string;
  name: string;
  /** The query of GET /car/search as saved (replayed on /cars) */
  filters: {
    [key: string]: string | number | boolean;
  };
  /** off, immediate (a mail per new match) or daily (one digest) */
  alert: 'off' | 'immediate' | 'daily';
  /** Matches the user can see that appeared since the search was last opened */
  newCount: number;
  lastSeenAt: string;
  createdAt: string;
};
export type SavedSearchCreateInput = {
  name: string;
  filters: {
    brand?: string;
    model?: string;
    priceMin?: number;
    priceMax?: number;
    yearFrom?: number;
    yearTo?: number;
    sort?:
      | 'newest'
      | 'oldest'
      | 'priceAsc'
      | 'priceDesc'
      | 'yearAsc'
      | 'yearDesc'
      | 'mileageAsc'
      | 'mileageDesc'
      | 'priceRating';
    hideSold?: '0' | '1' | 'true' | 'false';
    q?: string;
    fuel?: string;
    body?: string;
    transmission?:
      | 'Manuelni 4 brzine'
      | 'Manuelni 5 brzine'
      | 'Manuelni 6 brzine'
      | 'Automatski / poluautomatski';
    doors?: '2/3 vrata' | '4/5 vrata';
    mileageMin?: number;
    mileageMax?: number;
    powerMin?: number;
    powerMax?: number;
    city?: string;
    condition?: 'used' | 'new' | 'oldtimer';
    drive?: 'front' | 'rear' | 'awd' | 'awdReduction';
    colour?:
      | 'white'
      | 'black'
      | 'silver'
      | 'grey'
      | 'blue'
      | 'navy'
      | 'red'
      | 'bordeaux'
      | 'green'
      | 'brown'
      | 'beige'
      | 'yellow'
      | 'orange'
      | 'gold'
      | 'purple'
      | 'other';
    origin?: 'serbianPlates' | 'foreignPlates' | 'buyersName' | 'customsCleared' | 'notCleared';
    registered?: '0' | '1' | 'true' | 'false';
    damage?: 'none' | 'drivable' | 'notDrivable';
    vat?: 'deductible' | 'margin' | 'notInSystem';
    ownersMax?: number;
    equipment?: string;
    goodPrice?: '0' | '1' | 'true' | 'false';
  };
  alert?: 'off' | 'immediate' | 'daily';
};
export type SavedSearchUpdateInput = {
  name?: string;
  alert?: 'off' | 'immediate' | 'daily';
};
export type SavedSearchUnsubscribed = {
  message: string;
  names: string[];
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetCitiesQuery,
  useLazyGetCitiesQuery,
  useGetBrandsQuery,
  useLazyGetBrandsQuery,
  useGetModelsQuery,
  useLazyGetModelsQuery,
  useGetBodiesQuery,
  useLazyGetBodiesQuery,
  useGetFuelsQuery,
  useLazyGetFuelsQuery,
  useGetLegalFactsQuery,
  useLazyGetLegalFactsQuery,
  useLoginMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestPasswordRecoveryMutation,
  useRecoverAccountMutation,
  useChangePasswordMutation,
  useGetMeQuery,
  useLazyGetMeQuery,
  useUpdateProfileMutation,
  useGetPreferencesQuery,
  useLazyGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useLogoutMutation,
  useGetUserByIdQuery,
  useLazyGetUserByIdQuery,
  useGetDealerQuery,
  useLazyGetDealerQuery,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useSavePushTokenMutation,
  useSendContactMessageMutation,
  useAdminListUsersQuery,
  useLazyAdminListUsersQuery,
  useAdminApproveUserMutation,
  useAdminRejectUserMutation,
  useAdminBlockUserMutation,
  useAdminUnblockUserMutation,
  useAdminListContactMessagesQuery,
  useLazyAdminListContactMessagesQuery,
  useAdminSetContactMessageHandledMutation,
  useAdminAnswerContactMessageMutation,
  useAdminGetSubscriptionsQuery,
  useLazyAdminGetSubscriptionsQuery,
  useAdminActivateSubscriptionMutation,
  useAdminCancelSubscriptionMutation,
  useAdminRemoveCarMutation,
  useAdminListSubscriptionPaymentsQuery,
  useLazyAdminListSubscriptionPaymentsQuery,
  useAdminListAuditQuery,
  useLazyAdminListAuditQuery,
  useAdminListAuditActorsQuery,
  useLazyAdminListAuditActorsQuery,
  useAdminListReportsQuery,
  useLazyAdminListReportsQuery,
  useAdminDismissReportsMutation,
  useAdminHideCarMutation,
  useAdminRestoreCarMutation,
  useAdminListStatementEntriesQuery,
  useLazyAdminListStatementEntriesQuery,
  useAdminDecideStatementEntryMutation,
  useGetCarsQuery,
  useLazyGetCarsQuery,
  useSearchCarsQuery,
  useLazySearchCarsQuery,
  useGetOwnCarsQuery,
  useLazyGetOwnCarsQuery,
  useGetSellerCarsQuery,
  useLazyGetSellerCarsQuery,
  useGetCarQuery,
  useLazyGetCarQuery,
  useDeleteCarMutation,
  useGetCarComparablesQuery,
  useLazyGetCarComparablesQuery,
  useUpdateCarStatusMutation,
  useReportCarMutation,
  useRenewCarMutation,
  useRenewCarByLinkMutation,
  useRevealPhoneMutation,
  useGetOwnStatsQuery,
  useLazyGetOwnStatsQuery,
  useGetCarStatsQuery,
  useLazyGetCarStatsQuery,
  useGetModelMarketQuery,
  useLazyGetModelMarketQuery,
  useGetModelMarketCsvQuery,
  useLazyGetModelMarketCsvQuery,
  useGetSubscriptionQuery,
  useLazyGetSubscriptionQuery,
  useRequestSubscriptionMutation,
  useGetFavouritesQuery,
  useLazyGetFavouritesQuery,
  useGetFavouritesGoneQuery,
  useLazyGetFavouritesGoneQuery,
  useGetFavouritesUnseenQuery,
  useLazyGetFavouritesUnseenQuery,
  useMarkFavouritesSeenMutation,
  useGetFavouriteIdsQuery,
  useLazyGetFavouriteIdsQuery,
  useFollowCarMutation,
  useUnfollowCarMutation,
  useGetSavedSearchesQuery,
  useLazyGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useMarkSavedSearchSeenMutation,
  useUnsubscribeSavedSearchMutation,
} = injectedRtkApi;
