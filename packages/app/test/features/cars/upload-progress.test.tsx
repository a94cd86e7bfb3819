import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../../render';
import { readForm } from '../../multipart';
import { API, server } from '../../server';
import { makeCar, newest, useLookups } from './fixtures';

beforeEach(() => useLookups());

const png = (name: string) => new File([new Uint8Array(2000).fill(7)], name, { type: 'image/png' });

describe('sending an advert with photos', () => {
  it('shows a named progress bar per new photo until the advert is saved', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let received: FormData | undefined;
    server.use(
      http.post(`${API}/car`, async ({ request }) => {
        received = await readForm(request);
        await answered;
        return HttpResponse.json(makeCar(), { status: 201 });
      }),
      http.get(`${API}/car`, () => HttpResponse.json(newest([]))),
    );
    const { user, router } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'BMW');
    await user.keyboard('{ArrowDown}{Enter}');
    const model = screen.getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'X5');
    await screen.findByRole('option', { name: 'X5' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Naslov oglasa/ }), 'X5');
    await user.type(screen.getByRole('textbox', { name: /Cena/ }), '30000');
    await user.type(screen.getByRole('textbox', { name: /Godište/ }), '2019');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
      png('1.png'),
      png('2.png'),
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));

    // While the request is open, each photo has its bar, its value in words.
    const first = await screen.findByRole('progressbar', { name: 'Slika 1' });
    const second = screen.getByRole('progressbar', { name: 'Slika 2' });
    await waitFor(() => expect(received?.getAll('images')).toHaveLength(2));
    for (const bar of [first, second])
      expect(bar.getAttribute('aria-valuetext')).toMatch(/^(\d+ %|Priprema…)$/);
    // The photos cannot be moved while they are sent.
    expect(screen.getByRole('button', { name: 'Ukloni sliku 1' })).toBeDisabled();

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/car1'));
    // The form stays on screen while the advert's page loads (a lazy route): then the bars go.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
