import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  type: ToastType;
  text: string;
}

/** docs/product.md, “Limits and constants”: a toast lives 3500 ms. */
export const TOAST_LIFETIME_MS = 3500;

let nextId = 1;

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { message: null as ToastMessage | null },
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.message = action.payload;
      },
      prepare(payload: { type: ToastType; text: string }) {
        return { payload: { ...payload, id: nextId++ } };
      },
    },
    clearToast(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.message?.id === action.payload) {
        state.message = null;
      }
    },
  },
});

export const { showToast, clearToast } = toastSlice.actions;
