import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../../render';
import { readForm } from '../../multipart';
import { API, server } from '../../server';
import { makeCar, models, newest, useLookups } from './fixtures';

beforeEach(() => useLookups());

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the brand and model pickers', () => {
  it('narrow by any part of the name, without diacritics, in either script', async () => {
    const { user } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'skoda');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Škoda']),
    );
    await user.clear(brand);
    await user.type(brand, 'WAG');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Volkswagen']),
    ); // Typed in Cyrillic: the Latin names are found.
    await user.clear(brand);
    await user.type(brand, 'Шкода');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Škoda']),
    );
  });

  it('save the brand that was typed and taken with ↓ and Enter', async () => {
    let body: FormData | undefined;
    server.use(
      http.post(`${API}/car`, async ({ request }) => {
        body = await readForm(request);
        return HttpResponse.json(makeCar(), { status: 201 });
      }),
      http.get(`${API}/car`, () => HttpResponse.json(newest([]))),
    );
    const { user, router } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'Volkswagen');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(brand).toHaveValue('Volkswagen'));
    const model = screen.getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'pol');
    await screen.findByRole('option', { name: 'Polo' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(model).toHaveValue('Polo'));

    await user.type(screen.getByRole('textbox', { name: /Naslov oglasa/ }), 'Polo 1.2');
    await user.type(screen.getByRole('textbox', { name: /Cena/ }), '5000');
    await user.type(screen.getByRole('textbox', { name: /Godište/ }), '2012');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
      png('1.png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/car1'));
    expect(body!.get('brand')).toBe('b-vw');
    expect(body!.get('model')).toBe('m-polo');
  });

  it('open the list when the models answer after the typing, the typed one highlighted', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/model`, async ({ request }) => {
        await answered;
        const brand = new URL(request.url).searchParams.get('brand');
        return HttpResponse.json({ data: models.filter((m) => m.brand._id === brand) });
      }),
    );
    const { user } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'Volkswagen');
    await user.keyboard('{Enter}');
    const model = screen.getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'pol');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Polo' })).toHaveAttribute('data-focused'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(model).toHaveValue('Polo'));
  });

  it('a new brand clears a model of the old one', async () => {
    const { user } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'bmw');
    await user.keyboard('{ArrowDown}{Enter}');
    const model = screen.getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'x5');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(model).toHaveValue('X5'));
    await user.clear(brand);
    await user.type(brand, 'škod');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(brand).toHaveValue('Škoda'));
    await waitFor(() => expect(model).toHaveValue(''));
    await user.type(model, 'o');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Octavia']);
  });
});
