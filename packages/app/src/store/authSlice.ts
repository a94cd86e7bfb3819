import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  ChangePasswordApiResponse,
  LoginResponse,
  NamedRef,
  User,
} from '@autoberza/api-client';

export type Role = User['role'];

/** The session user as the login response gives it (docs/product.md, “API conventions”). */
export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: NamedRef | string | null;
  email: string;
  image: string | null;
}

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  role: Role | null;
  isAuthenticated: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  role: null,
  isAuthenticated: false,
};

/**
 * `api.endpoints.changePassword.matchFulfilled`, written out: the API client loads after the first
 * screen (store/api.ts), and this slice is part of it. RTK Query names a finished mutation
 * `<reducerPath>/executeMutation/fulfilled` with the endpoint in `meta.arg.endpointName`.
 */
function isPasswordChanged(
  action: UnknownAction,
): action is PayloadAction<ChangePasswordApiResponse, string, { arg: { endpointName: string } }> {
  const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
  return (
    action.type === 'api/executeMutation/fulfilled' && meta?.arg?.endpointName === 'changePassword'
  );
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(_state, action: PayloadAction<LoginResponse>) {
      const r = action.payload;
      return {
        user: {
          _id: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          phone: r.phone,
          address: r.address ?? '',
          city: r.city ?? null,
          email: r.email,
          image: r.image ?? null,
        },
        token: r.token,
        role: r.role,
        isAuthenticated: Boolean(r.token),
      };
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    logout() {
      return initialAuthState;
    },
    /** The server renewed the session while it was in use (sliding expiry). */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.isAuthenticated) state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A password change issues a new token and ends older ones (docs/product.md, “Passwords”).
    // Taking it in the same action as the answer means no request goes out with the old token in
    // between.
    builder.addMatcher(isPasswordChanged, (state, action) => {
      state.token = action.payload.token;
    });
  },
});

export const { loggedIn, userUpdated, logout, tokenRenewed } = authSlice.actions;
