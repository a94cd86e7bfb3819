import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, NamedRef, User } from '@autoberza/api-client';

export type Role = User['role'];

/** The session user as the login response gives it (spec section 3). */
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
    /** A password change issues a new token (older ones stop working, D14). */
    tokenChanged(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    logout() {
      return initialAuthState;
    },
  },
});

export const { loggedIn, userUpdated, tokenChanged, logout } = authSlice.actions;
