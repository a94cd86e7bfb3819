import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnCar } from '@autoberza/api-client';
import { renderApp, seller } from '../../render';
import { API, fail, server } from '../../server';
import { list, makeCar, ownCar, useLookups } from './fixtures';

// docs/product.md, “Expiry and renewal”: the owner sees an advert's period in „Moji oglasi“ and
// on its page, „Istekao“ once it expired, and renews it with „Obnovi oglas“; the mail's link
// opens a page that renews only when its button is pressed.

const DAY = 86_400_000;
const mine = { ...makeCar().user, _id: 'u1' };
const soon = () => new Date(Date.now() + 2 * DAY).toISOString();

let own: OwnCar[] = [];
let ownQueries: URLSearchParams[] = [];

beforeEach(() => {
  useLookups();
  ownQueries = [];
  own = [
    ownCar(makeCar({ _id: 'a1', user: mine }), {
      expiry: { expiresAt: '2026-11-20T10:20:00.000Z', expired: true },
    }),
    ownCar(
      makeCar({
        _id: 'a2',
        user: mine,
        brand: { _id: 'b-vw', name: 'Volkswagen' },
        model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
      }),
      { expiry: { expiresAt: '2099-12-20T10:20:00.000Z', expired: false } },
    ),
  ];
  server.use(
    http.get(`${API}/car/owner`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      ownQueries.push(query);
      const status = query.get('status');
      return HttpResponse.json(
        list(
          own.filter((c) =>
            status === 'expired' ? c.expiry.expired : !status || c.status === status,
          ),
        ),
      );
    }),
  );
});

describe('„Moji oglasi“', () => {
  it('marks an expired advert „Istekao“ and renews it with one press', async () => {
    const renewed: string[] = [];
    server.use(
      http.post(`${API}/car/:id/renew`, ({ params }) => {
        renewed.push(String(params.id));
        own = own.map((c) =>
          c._id === 'a1'
            ? { ...c, expiry: { expiresAt: '2026-12-26T10:00:00.000Z', expired: false } }
            : c,
        );
        return HttpResponse.json({
          message: 'Oglas „BMW 320d“ je obnovljen.',
          _id: 'a1',
          title: 'BMW 320d',
          expiresAt: '2026-12-26T10:00:00.000Z',
        });
      }),
    );
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByText('Istekao')).toHaveAttribute('data-status', 'expired');
    expect(
      within(bmw).getByText('Istekao 20. novembra 2026. Ne prikazuje se u pretrazi ni na listama.'),
    ).toBeInTheDocument();
    // A listed advert far from its end says until when, with nothing to press.
    const golf = screen.getByRole('article', { name: 'Volkswagen Golf' });
    expect(within(golf).getByText('Prikazuje se do 20. decembra 2099.')).toBeInTheDocument();
    expect(within(golf).queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
    expect(within(golf).queryByText('Istekao')).toBeNull();

    await user.click(within(bmw).getByRole('button', { name: 'Obnovi oglas' }));
    expect(
      await screen.findByText('BMW 320d: oglas je obnovljen i prikazuje se do 26. decembra 2026.'),
    ).toBeInTheDocument();
    expect(renewed).toEqual(['a1']);
    // The list reloads: the ribbon and the button are gone, the line tells the new end.
    await waitFor(() => expect(within(bmw).queryByText('Istekao')).toBeNull());
    expect(within(bmw).getByText('Prikazuje se do 26. decembra 2026.')).toBeInTheDocument();
    expect(within(bmw).queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
  });

  it('offers „Obnovi oglas“ in an advert’s last three days', async () => {
    own = [
      ownCar(makeCar({ _id: 'a1', user: mine }), { expiry: { expiresAt: soon(), expired: false } }),
    ];
    renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByRole('button', { name: 'Obnovi oglas' })).toBeInTheDocument();
    expect(within(bmw).queryByText('Istekao')).toBeNull();
  });

  it('offers „Obnovi oglas“ when the server says expired, whatever the browser’s clock', async () => {
    own = [
      ownCar(makeCar({ _id: 'a1', user: mine }), {
        expiry: { expiresAt: '2099-11-20T10:20:00.000Z', expired: true },
      }),
    ];
    renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByRole('button', { name: 'Obnovi oglas' })).toBeInTheDocument();
  });

  it('says so when a renewal fails', async () => {
    server.use(http.post(`${API}/car/:id/renew`, () => fail(409, 'Prodat oglas se ne obnavlja.')));
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(bmw).getByRole('button', { name: 'Obnovi oglas' }));
    expect(await screen.findByText('Prodat oglas se ne obnavlja.')).toBeInTheDocument();
  });

  it('lists the expired adverts under „Istekli“', async () => {
    const { user, router } = renderApp('/user/cars', { auth: seller });
    await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(screen.getByRole('button', { name: /Prikaži(?! kao tabelu)/ }));
    await user.click(await screen.findByRole('option', { name: 'Istekli' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=expired'));
    await waitFor(() => expect(ownQueries.at(-1)?.get('status')).toBe('expired'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Volkswagen Golf' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'BMW 320d' })).toBeInTheDocument();
  });
});

describe('the advert’s page', () => {
  it('shows its owner „Istekao“ and „Obnovi oglas“', async () => {
    server.use(
      http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([]))),
      http.get(`${API}/car/a1`, () =>
        HttpResponse.json({
          ...makeCar({ _id: 'a1', user: mine }),
          priceDrop: null,
          expiry: { expiresAt: '2026-11-20T10:20:00.000Z', expired: true },
        }),
      ),
    );
    renderApp('/car/a1', { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW 320d' })).toBeInTheDocument();
    expect(screen.getByText('Istekao')).toHaveAttribute('data-status', 'expired');
    expect(screen.getByRole('button', { name: 'Obnovi oglas' })).toBeInTheDocument();
  });

  it('shows others no period', async () => {
    server.use(
      http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([]))),
      http.get(`${API}/car/c9`, () =>
        HttpResponse.json({ ...makeCar({ _id: 'c9' }), priceDrop: null, expiry: null }),
      ),
    );
    renderApp('/car/c9', { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW 320d' })).toBeInTheDocument();
    expect(screen.queryByText(/Prikazuje se do|Istekao/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
  });
});

describe('the renewal link (/adverts/renew)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const car = '00000000-0000-4000-8000-0000000000a1';

  it('renews nothing on opening; the one button renews without a sign-in', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/car/renewal`, ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({
          message: 'Oglas „BMW 320d“ je obnovljen.',
          _id: car,
          title: 'BMW 320d',
          expiresAt: '2026-12-26T10:00:00.000Z',
        });
      }),
    );
    const iat = now();
    const { user } = renderApp(`/adverts/renew?car=${car}&iat=${iat}&token=abc`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Obnova oglasa' })).toBeVisible();
    expect(screen.getByText(/Želite li da obnovite oglas\?/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('button')).toHaveLength(1);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Obnovi oglas' }));
    expect(
      await screen.findByText('Oglas „BMW 320d“ je obnovljen i prikazuje se do 26. decembra 2026.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([`?car=${car}&iat=${iat}&token=abc`]);
    expect(screen.queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute(
      'href',
      `/car/${car}`,
    );
  });

  it('tells how to renew in „Moji oglasi“ when the link is older than 30 days', async () => {
    renderApp(`/adverts/renew?car=${car}&iat=${now() - 31 * 86_400}&token=abc`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link za obnovu je istekao' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Link za obnovu važi 30 dana od slanja poruke/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
  });

  it("shows the server's message when the link is refused, and the expired page on 410", async () => {
    server.use(
      http.post(`${API}/car/renewal`, () =>
        fail(400, 'Link za obnovu oglasa nije ispravan. Obnovite oglas na stranici „Moji oglasi“.'),
      ),
    );
    const { user } = renderApp(`/adverts/renew?car=${car}&iat=${now()}&token=bad`);
    await user.click(await screen.findByRole('button', { name: 'Obnovi oglas' }));
    expect(await screen.findByText('Oglas nije obnovljen.')).toBeInTheDocument();
    expect(screen.getByText(/Link za obnovu oglasa nije ispravan/)).toBeInTheDocument();

    server.use(
      http.post(`${API}/car/renewal`, () => fail(410, 'Link za obnovu oglasa je istekao.')),
    );
    await user.click(screen.getByRole('button', { name: 'Obnovi oglas' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link za obnovu je istekao' }),
    ).toBeInTheDocument();
  });

  it('says the link is incomplete without its parts', async () => {
    renderApp('/adverts/renew?car=x');
    expect(await screen.findByText(/Link za obnovu nije potpun/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obnovi oglas' })).toBeNull();
  });
});
