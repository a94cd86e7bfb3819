import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../src/components/ToastHost';
import i18n from '../../src/i18n';
import { makeStore } from '../../src/store/store';
import { showToast } from '../../src/store/toastSlice';

function setup() {
  const { store } = makeStore();
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ToastHost />
      </Provider>
    </I18nextProvider>,
  );
  return store;
}

afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('shows one message and clears it after 3500 ms', async () => {
    vi.useFakeTimers();
    const store = setup();
    act(() => void store.dispatch(showToast({ type: 'error', text: 'Prva' })));
    act(() => void store.dispatch(showToast({ type: 'success', text: 'Druga' })));
    expect(screen.getByText('Druga')).toBeInTheDocument();
    expect(screen.queryByText('Prva')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3499));
    expect(store.getState().toast.message?.text).toBe('Druga');
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().toast.message).toBeNull();
  });

  it('clears on the close button, coloured by type', async () => {
    const store = setup();
    act(() => void store.dispatch(showToast({ type: 'error', text: 'Greška' })));
    const toast = screen.getByText('Greška').closest('[data-type]');
    expect(toast).toHaveAttribute('data-type', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Zatvori' }));
    expect(store.getState().toast.message).toBeNull();
  });
});
