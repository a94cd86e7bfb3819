import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '@autoberza/api-client';
import { renderApp, seller } from '../../render';
import { readForm } from '../../multipart';
import { API, fail, server } from '../../server';
import { list, makeCar, ownCar, useLookups } from './fixtures';

let own: Car[] = [];
let ownLoads = 0;
let ownQuery = new URLSearchParams();

beforeEach(() => {
  useLookups();
  ownLoads = 0;
  own = [
    makeCar({ _id: 'a1', user: { ...makeCar().user, _id: 'u1' } }),
    makeCar({
      _id: 'a2',
      status: 'sold',
      brand: { _id: 'b-vw', name: 'Volkswagen' },
      model: { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
      viewsCount: 7,
    }),
  ];
  server.use(
    http.get(`${API}/car/owner`, ({ request }) => {
      ownLoads += 1;
      ownQuery = new URL(request.url).searchParams;
      const status = ownQuery.get('status');
      const limit = Number(ownQuery.get('limit') ?? 20);
      const page = Number(ownQuery.get('page') ?? 1);
      const matching = own.filter((c) => !status || c.status === status);
      return HttpResponse.json({
        ...list(
          matching.slice((page - 1) * limit, page * limit).map((c) => ownCar(c)),
          page,
        ),
        totalDocs: matching.length,
        limit,
        totalPages: Math.max(1, Math.ceil(matching.length / limit)),
      });
    }),
  );
});

describe('my listings (/user/cars)', () => {
  it('shows the empty state with a link to /add', async () => {
    own = [];
    renderApp('/user/cars', { auth: seller });
    expect(await screen.findByText('Trenutno nemate oglasa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodajte oglas' })).toHaveAttribute('href', '/add');
  });

  it('shows price, views and status; sold disables the status control and offers no edit', async () => {
    renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByText('Cena')).toBeInTheDocument();
    expect(within(bmw).getByText(/12\.500\s€/)).toBeInTheDocument();
    expect(within(bmw).getByText('Pregledi')).toBeInTheDocument();
    expect(within(bmw).getByText('42')).toBeInTheDocument();
    expect(within(bmw).getByRole('button', { name: /Status oglasa/ })).toHaveTextContent('Aktivan');
    expect(within(bmw).getByRole('link', { name: 'Izmeni' })).toHaveAttribute('href', '/edit/a1');

    const golf = screen.getByRole('article', { name: 'Volkswagen Golf' });
    expect(within(golf).getByRole('button', { name: /Status oglasa/ })).toBeDisabled();
    // Sold is final: no edit at all, neither a link nor a dead button.
    expect(within(golf).queryByRole('link', { name: 'Izmeni' })).not.toBeInTheDocument();
    expect(within(golf).queryByRole('button', { name: 'Izmeni' })).not.toBeInTheDocument();
    expect(within(golf).getAllByText('Prodato').length).toBeGreaterThan(0);
  });

  it('sends a status change at once and reloads the list', async () => {
    let sent: unknown;
    server.use(
      http.patch(`${API}/car/a1/status`, async ({ request }) => {
        sent = await request.json();
        own = own.map((c) => (c._id === 'a1' ? { ...c, status: 'reserved' } : c));
        return HttpResponse.json(own[0]);
      }),
    );
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(bmw).getByRole('button', { name: /Status oglasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Rezervisano' }));
    await waitFor(() => expect(sent).toEqual({ status: 'reserved' }));
    await waitFor(() => expect(ownLoads).toBe(2));
    await waitFor(() =>
      expect(within(bmw).getByRole('button', { name: /Status oglasa/ })).toHaveTextContent(
        'Rezervisano',
      ),
    );
    // Feedback, and the focus stays on the control.
    expect(await screen.findByText('BMW 320d: status je sada „Rezervisano“')).toBeInTheDocument();
    expect(within(bmw).getByRole('button', { name: /Status oglasa/ })).toHaveFocus();
  });

  it('asks before marking a car sold (final), starting on "Odustani"', async () => {
    let sent: unknown[] = [];
    server.use(
      http.patch(`${API}/car/a1/status`, async ({ request }) => {
        sent = [...sent, await request.json()];
        own = own.map((c) => (c._id === 'a1' ? { ...c, status: 'sold' } : c));
        return HttpResponse.json(own[0]);
      }),
    );
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(bmw).getByRole('button', { name: /Status oglasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Prodato' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Označiti oglas kao prodat?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Odustani' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(within(bmw).getByRole('button', { name: /Status oglasa/ })).toHaveTextContent('Aktivan');

    await user.click(within(bmw).getByRole('button', { name: /Status oglasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Prodato' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Označiti oglas kao prodat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Označi kao prodato' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'sold' }]));
    expect(await screen.findByText('BMW 320d: status je sada „Prodato“')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bmw).getByRole('button', { name: /Status oglasa/ })).toBeDisabled(),
    );
  });

  it('a failed status change says so', async () => {
    server.use(http.patch(`${API}/car/a1/status`, () => fail(409, 'Oglas je prodat.')));
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(bmw).getByRole('button', { name: /Status oglasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Rezervisano' }));
    expect(await screen.findByText('Oglas je prodat.')).toBeInTheDocument();
  });

  it('pages by 20 and narrows by status through the address', async () => {
    own = Array.from({ length: 25 }, (_, i) =>
      makeCar({ _id: `c${i}`, status: i < 3 ? 'reserved' : 'active' }),
    );
    const { user, router } = renderApp('/user/cars', { auth: seller });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(ownQuery.get('limit')).toBe('20');
    expect(screen.getByText('25 oglasa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stranica 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    // The focus goes to the list's heading, not to the page's body.
    expect(screen.getByRole('heading', { level: 1, name: 'Moji oglasi' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Prikaži(?! kao tabelu)/ }));
    await user.click(await screen.findByRole('option', { name: 'Rezervisani' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(ownQuery.get('status')).toBe('reserved');
    // A new filter starts at its first page.
    expect(router.state.location.search).toBe('?status=reserved');
    expect(screen.getByText('3 oglasa')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Prikaži(?! kao tabelu)/ }));
    await user.click(await screen.findByRole('option', { name: 'Prodati' }));
    expect(await screen.findByText('Nema oglasa sa ovim statusom')).toBeInTheDocument();
  });

  it('a compact list for dealers with many adverts, remembered on the device', async () => {
    localStorage.removeItem('autoberza:myCarsCompact');
    const { user, unmount } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(bmw).getByText('Pregledi')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Kompaktan prikaz' }));
    const row = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(row).queryByText('Pregledi')).not.toBeInTheDocument();
    expect(within(row).getByText(/42 pregleda/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Status oglasa/ })).toBeInTheDocument();
    unmount();

    renderApp('/user/cars', { auth: seller });
    const again = await screen.findByRole('article', { name: 'BMW 320d' });
    expect(within(again).getByText(/42 pregleda/)).toBeInTheDocument();
    localStorage.removeItem('autoberza:myCarsCompact');
  });

  it('deletes only after confirmation and reloads; a failure shows the server message', async () => {
    let deleted = 0;
    server.use(
      http.delete(`${API}/car/a1`, () => {
        deleted += 1;
        if (deleted === 1) return fail(409, 'Oglas je već obrisan.');
        own = own.filter((c) => c._id !== 'a1');
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/user/cars', { auth: seller });
    const bmw = await screen.findByRole('article', { name: 'BMW 320d' });
    await user.click(within(bmw).getByRole('button', { name: 'Obriši' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Obrisati oglas?' });
    // The safe choice has the focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Odustani' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(deleted).toBe(0);

    await user.click(within(bmw).getByRole('button', { name: 'Obriši' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obriši oglas' }),
    );
    expect(await screen.findByText('Oglas je već obrisan.')).toBeInTheDocument();

    await user.click(within(bmw).getByRole('button', { name: 'Obriši' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Obriši oglas' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'BMW 320d' })).not.toBeInTheDocument(),
    );
    expect(deleted).toBe(2);
  });
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function pick(user: ReturnType<typeof renderApp>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('advert form (/add, /edit/:id)', () => {
  it('shows every validation message of the advert form', async () => {
    const { user } = renderApp('/add', { auth: seller });
    expect(await screen.findByRole('heading', { name: 'Dodaj oglas' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Snaga motora/ }), '-5');
    await user.type(screen.getByRole('textbox', { name: /Kilometraža/ }), '-1');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    for (const message of [
      'Marka je obavezna',
      'Model je obavezan',
      'Naslov oglasa je obavezan',
      'Cena je obavezna',
      'Godište je obavezno',
      'Snaga motora je obavezna',
      'Kilometraža nije ispravna',
      'Dodajte bar jednu fotografiju.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('after a failed submit, focus goes to a summary whose links lead to each field', async () => {
    const { user } = renderApp('/add', { auth: seller });
    await screen.findByRole('heading', { name: 'Dodaj oglas' });
    // Required fields say so.
    expect(screen.getByRole('combobox', { name: /Marka/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Naslov oglasa/ })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    const summary = await screen.findByRole('alert', { name: /Ispravite sledeća polja/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Marka: Marka je obavezna',
      'Model: Model je obavezan',
      expect.stringMatching(/^Naslov oglasa: /),
      expect.stringMatching(/^Cena \(EUR\): /),
      expect.stringMatching(/^Godište: /),
      expect.stringMatching(/^Fotografije: /),
    ]);
    await user.click(within(summary).getByRole('link', { name: /^Cena \(EUR\): / }));
    expect(screen.getByRole('textbox', { name: /Cena/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^Marka: / }));
    expect(screen.getByRole('combobox', { name: /Marka/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^Fotografije: / }));
    expect(screen.getByRole('button', { name: 'Dodaj fotografije' })).toHaveFocus();
  });

  it('creates an advert as multipart, toasts "Uspešno dodat oglas" and opens the advert', async () => {
    let body: FormData | undefined;
    server.use(
      http.post(`${API}/car`, async ({ request }) => {
        body = await readForm(request);
        return HttpResponse.json(makeCar(), { status: 201 });
      }),
      http.get(`${API}/car`, () =>
        HttpResponse.json({
          docs: [],
          totalDocs: 0,
          limit: 6,
          page: 1,
          totalPages: 0,
          hasPrevPage: false,
          hasNextPage: false,
          prevPage: null,
          nextPage: null,
        }),
      ),
    );
    const { user, router } = renderApp('/add', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'BM');
    await user.click(await screen.findByRole('option', { name: 'BMW' }));
    const model = screen.getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: /Prikaži opcije/ })[1]!);
    expect(await screen.findByRole('option', { name: 'X5' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Golf' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'X5' }));
    await user.type(screen.getByRole('textbox', { name: /Naslov oglasa/ }), 'X5 M paket');
    await user.type(screen.getByRole('textbox', { name: /Cena/ }), '30000');
    await user.type(screen.getByRole('textbox', { name: /Godište/ }), '2019');
    await pick(user, /Gorivo/, 'Dizel');
    await pick(user, /Broj vrata/, '4/5 vrata');
    await pick(user, /Menjač/, 'Manuelni, 6 brzina');
    // The details wait under their headings (decision 043).
    expect(screen.queryByRole('button', { name: /Poreklo vozila/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Papiri i istorija' }));
    await pick(user, /Poreklo vozila/, 'Strane tablice');
    await user.click(screen.getByRole('button', { name: 'Detalji vozila' }));
    await pick(user, /Klima/, 'Automatska klima');
    await user.click(screen.getByRole('button', { name: 'Oprema i sigurnost' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kuka za vuču' }));
    await user.click(screen.getByRole('checkbox', { name: 'ABS' }));
    await user.click(screen.getByRole('button', { name: 'Cena i plaćanje' }));
    await pick(user, /PDV/, 'PDV se odbija');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('1.png'), png('2.png')]);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));

    expect(await screen.findByText('Uspešno dodat oglas')).toBeInTheDocument();
    // The seller lands on the new advert.
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/car1'));
    expect(body!.get('brand')).toBe('b-bmw');
    expect(body!.get('model')).toBe('m-x5');
    expect(body!.get('label')).toBe('X5 M paket');
    expect(body!.get('price')).toBe('30000');
    expect(body!.get('yearProduction')).toBe('2019');
    expect(body!.get('enginePower')).toBe('0');
    expect(body!.get('fuel')).toBe('f-d');
    expect(body!.get('doors')).toBe('4/5 vrata');
    expect(body!.get('transmission')).toBe('Manuelni 6 brzine');
    expect(body!.get('vehicleOrigin')).toBe('Strane tablice');
    expect(body!.get('airConditioning')).toBe('automatic');
    // The original yes/no follows the kind of air conditioning.
    expect(body!.get('isAirCondition')).toBe('true');
    expect(body!.get('equipment')).toBe('towHook,abs');
    expect(body!.get('vat')).toBe('deductible');
    // Not stated: sent empty.
    expect(body!.get('condition')).toBe('');
    expect(body!.get('hasServiceBook')).toBe('');
    expect(body!.get('registeredUntil')).toBe('');
    expect(body!.get('isActivated')).toBe('true');
    // Only the new files go out as "images" (jsdom's File loses its name through msw).
    expect(body!.getAll('images')).toHaveLength(2);
    expect(body!.has('existingImages')).toBe(false);
    expect(body!.has('imageOrder')).toBe(false);
  });

  it('edits: loads the car, changing the brand clears the model, sends kept images and imageOrder', async () => {
    let body: FormData | undefined;
    const car = makeCar({ _id: 'e1' });
    server.use(
      http.get(`${API}/car/e1`, () => HttpResponse.json(car)),
      http.patch(`${API}/car/e1`, async ({ request }) => {
        body = await readForm(request);
        return fail(400, 'Možete dodati najviše 5 fotografija.');
      }),
    );
    const { user } = renderApp('/edit/e1', { auth: seller });
    const label = await screen.findByRole('textbox', { name: /Naslov oglasa/ });
    await waitFor(() => expect(label).toHaveValue('BMW 320d xDrive, prvi vlasnik'));
    expect(screen.getByRole('combobox', { name: /Model/ })).toHaveValue('320d');
    const previews = screen.getAllByRole('img', { name: /Fotografija \d od 2/ });
    expect(previews[0]).toHaveAttribute('src', '/uploads/cars/a-1024.webp');
    // Move the second photo first, then save.
    await user.click(screen.getAllByRole('button', { name: /^Pomeri sliku \d levo$/ }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    expect(await screen.findByText('Možete dodati najviše 5 fotografija.')).toBeInTheDocument();
    expect(body!.getAll('existingImages')).toEqual([
      '/uploads/cars/b-1024.webp',
      '/uploads/cars/a-1024.webp',
    ]);
    expect(body!.getAll('images')).toEqual([]);
    expect(JSON.parse(body!.get('imageOrder') as string)).toEqual([
      'existing:/uploads/cars/b-1024.webp',
      'existing:/uploads/cars/a-1024.webp',
    ]);

    // A new photo moved between the kept ones: the order tells the server where it goes.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('3.png')]);
    await user.click(screen.getAllByRole('button', { name: /^Pomeri sliku \d levo$/ }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    await waitFor(() => expect(body!.getAll('images')).toHaveLength(1));
    expect(body!.getAll('existingImages')).toEqual([
      '/uploads/cars/b-1024.webp',
      '/uploads/cars/a-1024.webp',
    ]);
    expect(JSON.parse(body!.get('imageOrder') as string)).toEqual([
      'existing:/uploads/cars/b-1024.webp',
      'new:0',
      'existing:/uploads/cars/a-1024.webp',
    ]);

    const brand = screen.getByRole('combobox', { name: /Marka/ });
    await user.click(screen.getAllByRole('button', { name: /Prikaži opcije/ })[0]!);
    await user.click(await screen.findByRole('option', { name: 'Volkswagen' }));
    await waitFor(() => expect(brand).toHaveValue('Volkswagen'));
    expect(screen.getByRole('combobox', { name: /Model/ })).toHaveValue('');
  });

  it('edit success toasts "Oglas je izmenjen"', async () => {
    const car = makeCar({ _id: 'e2' });
    server.use(
      http.get(`${API}/car/e2`, () => HttpResponse.json(car)),
      http.patch(`${API}/car/e2`, () => HttpResponse.json(car)),
      http.get(`${API}/car`, () =>
        HttpResponse.json({
          docs: [],
          totalDocs: 0,
          limit: 6,
          page: 1,
          totalPages: 0,
          hasPrevPage: false,
          hasNextPage: false,
          prevPage: null,
          nextPage: null,
        }),
      ),
    );
    const { user, router } = renderApp('/update/e2', { auth: seller });
    const label = await screen.findByRole('textbox', { name: /Naslov oglasa/ });
    await waitFor(() => expect(label).toHaveValue('BMW 320d xDrive, prvi vlasnik'));
    // The edit page says it edits.
    expect(screen.getByRole('heading', { level: 1, name: 'Izmeni oglas' })).toBeInTheDocument();
    expect(document.title).toBe('Izmeni oglas | AutoBerza');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    expect(await screen.findByText('Oglas je izmenjen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/car/e2'));
  });
  it('/edit of a sold advert says it is sold instead of showing the form', async () => {
    const car = makeCar({ _id: 's9', status: 'sold' });
    server.use(http.get(`${API}/car/s9`, () => HttpResponse.json(car)));
    renderApp('/edit/s9', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prodat oglas se ne menja' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Prodat oglas se ne menja | AutoBerza');
    expect(screen.getByText(/Oglas BMW 320d je označen kao prodat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pogledaj oglas' })).toHaveAttribute('href', '/car/s9');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Moji oglasi' })).toHaveAttribute(
      'href',
      '/user/cars',
    );
    expect(screen.queryByRole('button', { name: 'Sačuvaj oglas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Naslov oglasa/ })).not.toBeInTheDocument();
  });
});
