import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, seller } from '../../render';
import { API, fail, server } from '../../server';
import { countIntl } from '../../intl-count';
import { list, makeCar, newest, useLookups } from './fixtures';

/**
 * The search page's filter column. jsdom applies no styles: the phone's keyword form above the
 * results (hidden from `lg` up) is in the document too, with its own „Pretraži“.
 */
const filterColumn = () => within(screen.getByRole('complementary', { name: 'Filteri' }));

let searches: URLSearchParams[] = [];

beforeEach(() => {
  searches = [];
  useLookups();
  server.use(
    http.get(`${API}/car/search`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params);
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json(
        list([makeCar({ _id: `p${page}`, price: 1000 * page })], page, 3, 30),
      );
    }),
  );
});

describe('home (/ and /home)', () => {
  it('shows the newest listings as cards with srcset and a quick search that opens /cars', async () => {
    let newestQuery: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/car`, ({ request }) => {
        newestQuery = new URL(request.url).searchParams;
        return HttpResponse.json(
          newest([
            makeCar(),
            makeCar({
              _id: 'car2',
              fuel: null,
              transmission: null,
              mileage: null,
              status: 'reserved',
            }),
          ]),
        );
      }),
    );
    const { user, router } = renderApp('/home', { auth: seller });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    // The newest offers never start with sold cars: they are left out.
    expect(newestQuery?.get('hideSold')).toBe('true');
    const img = within(cards[0]!).getByRole('img', { name: 'BMW 320d' });
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/cars/a-480.webp 480w, /uploads/cars/a-960.webp 960w',
    );
    expect(img).toHaveAttribute('sizes');
    // The first row is above the fold: its photos load at once, the first one first (LCP).
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const second = within(cards[1]!).getByRole('img');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(within(cards[0]!).getByRole('link', { name: 'Detalji' })).toHaveAttribute(
      'href',
      '/car/car1',
    );
    // The card's defaults and the ribbon.
    expect(within(cards[1]!).getByText('Benzin')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Manuelni')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Nepoznato')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Rezervisano')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Marka/ }));
    await user.click(await screen.findByRole('option', { name: 'BMW' }));
    await user.type(screen.getByRole('textbox', { name: 'Cena do' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    expect(router.state.location.search).toBe('?brand=b-bmw&priceMax=20000');
  });

  it("builds the cards' number formats once, not for every card and render", async () => {
    const docs = Array.from({ length: 6 }, (_, i) =>
      makeCar({ _id: `car${i}`, mileage: 1000 * i }),
    );
    server.use(http.get(`${API}/car`, () => HttpResponse.json(newest(docs))));
    const counter = countIntl('NumberFormat');
    try {
      renderApp('/home', { auth: seller });
      expect(await screen.findAllByRole('article')).toHaveLength(6);
      expect(screen.getByText(/5\.000 km/)).toBeInTheDocument();
    } finally {
      counter.restore();
    }
    const built = counter.calls.map(([, options]) => (options ?? {}) as Intl.NumberFormatOptions);
    // At most once (an earlier test of this file may have built them already).
    expect(built.filter((options) => options.unit === 'kilometer').length).toBeLessThanOrEqual(1);
  });
});

describe('search (/cars)', () => {
  it('reads the query from the URL, shows the count and pages through the URL', async () => {
    const { user, router } = renderApp('/cars?brand=b-bmw&model=m-320&yearFrom=2010&fuel=f-d', {
      auth: seller,
    });
    expect(await screen.findByText('Rezultata: 30')).toBeInTheDocument();
    // A non-subscriber's advanced filters are not sent (docs/product.md, “Subscriptions”).
    const first = searches[0]!;
    expect(first.get('brand')).toBe('b-bmw');
    expect(first.get('model')).toBe('m-320');
    expect(first.get('yearFrom')).toBe('2010');
    expect(first.get('fuel')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Godište od' })).toHaveValue('2010');

    // The pages are links with their query: they open in a new tab and work before the script.
    const second = screen.getByRole('link', { name: 'Stranica 2' });
    expect(second).toHaveAttribute(
      'href',
      '/cars?brand=b-bmw&model=m-320&yearFrom=2010&fuel=f-d&page=2',
    );
    expect(screen.getByRole('link', { name: 'Stranica 1' })).toHaveAttribute(
      'href',
      '/cars?brand=b-bmw&model=m-320&yearFrom=2010&fuel=f-d',
    );
    expect(screen.getByRole('link', { name: 'Stranica 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(second);
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(searches.at(-1)!.get('page')).toBe('2'));
    expect(await screen.findByText(/2\.000\s€/)).toBeInTheDocument();
    // The back button returns to page 1 (served from the cache).
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(await screen.findByText(/1\.000\s€/)).toBeInTheDocument();
  });

  it('says "više od 10.000" when the server stopped counting', async () => {
    server.use(
      http.get(`${API}/car/search`, () =>
        HttpResponse.json(list([makeCar()], 1, 500, 10_000, true)),
      ),
    );
    renderApp('/cars', { auth: seller });
    expect(await screen.findByText('Rezultata: više od 10.000')).toBeInTheDocument();
  });

  it('narrows the models to the brand and clears the model when the brand changes', async () => {
    const { user, router } = renderApp('/cars', { auth: seller });
    const model = await screen.findByRole('combobox', { name: /Model/ });
    expect(model).toBeDisabled();
    const brand = screen.getByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'bm');
    await user.click(await screen.findByRole('option', { name: 'BMW' }));
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'x');
    expect(await screen.findByRole('option', { name: 'X5' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Golf' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'X5' }));
    await waitFor(() => expect(model).toHaveValue('X5'));

    await user.clear(brand);
    await user.type(brand, 'skoda');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(brand).toHaveValue('Škoda'));
    await waitFor(() => expect(model).toHaveValue(''));
    await user.click(filterColumn().getByRole('button', { name: /^Pretra/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=b-skoda'));
  });

  it('tells non-subscribers about the advanced filters in one line, with a link to Pretplata', async () => {
    renderApp('/cars', { auth: seller });
    expect(
      await screen.findByText(/filteri za pretplatnike/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pogledajte pretplatu' })).toHaveAttribute(
      'href',
      '/profile?tab=subscription',
    );
    // Not nine fields nobody can use.
    expect(screen.queryByRole('button', { name: /Gorivo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Kilometraža od' })).not.toBeInTheDocument();
    // Sorting is for everyone.
    expect(screen.getByRole('button', { name: /Sortiranje/ })).toBeEnabled();
  });

  it('sorts for everyone beside the results, at once, keeping the filters', async () => {
    const { user, router } = renderApp('/cars?brand=b-bmw', { auth: seller });
    await screen.findByText('Rezultata: 30');
    await user.click(screen.getByRole('button', { name: /Sortiranje/ }));
    await user.click(await screen.findByRole('option', { name: 'Kilometraža rastuće' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=b-bmw&sort=mileageAsc'));
    await waitFor(() => expect(searches.at(-1)!.get('sort')).toBe('mileageAsc'));
    expect(searches.at(-1)!.get('brand')).toBe('b-bmw');
  });

  it('searches by the keyword above the results (phones), keeping the other filters', async () => {
    const { user, router } = renderApp('/cars?brand=b-bmw', { auth: seller });
    await screen.findByText('Rezultata: 30');
    const form = screen.getByRole('search', { name: 'Pretraga po ključnoj reči' });
    await user.type(within(form).getByRole('searchbox', { name: 'Ključna reč' }), '  kuka {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kuka&brand=b-bmw'));
    await waitFor(() => expect(searches.at(-1)!.get('q')).toBe('kuka'));
    expect(searches.at(-1)!.get('brand')).toBe('b-bmw');
  });

  it('hides sold cars by default; unticking shows them', async () => {
    const { user, router } = renderApp('/cars', { auth: seller });
    await screen.findByText('Rezultata: 30');
    expect(searches.at(-1)!.get('hideSold')).toBe('true');
    const hide = screen.getByRole('checkbox', { name: 'Sakrij prodate' });
    expect(hide).toBeChecked();
    await user.click(hide);
    await user.click(filterColumn().getByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(router.state.location.search).toBe('?showSold=1'));
    await waitFor(() => expect(searches.at(-1)!.get('hideSold')).toBeNull());
  });

  it('takes a brand typed in full on "Pretraži", and refuses one that names no brand', async () => {
    const { user, router } = renderApp('/cars', { auth: seller });
    await screen.findByText('Rezultata: 30');
    const brand = screen.getByRole('combobox', { name: /Marka/ });
    // Typed in full, without diacritics, then straight to "Pretraži": the search is for Škoda.
    // (While the list is open, react-aria hides the rest of the page from the accessibility tree.)
    await user.type(brand, 'skoda');
    await user.click(filterColumn().getByRole('button', { name: 'Pretraži', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=b-skoda'));
    expect(brand).toHaveValue('Škoda');

    // A name that is no brand stays in the field, is said so, and nothing is searched.
    const before = searches.length;
    await user.clear(brand);
    await user.type(brand, 'Batmobil');
    expect(await screen.findByText('Nijedna marka ne odgovara unosu „Batmobil“.')).toBeVisible();
    await user.click(filterColumn().getByRole('button', { name: 'Pretraži', hidden: true }));
    expect(
      await screen.findByText('Izaberite marku sa liste ili obrišite polje.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(brand).toHaveFocus());
    expect(brand).toHaveValue('Batmobil');
    expect(router.state.location.search).toBe('?brand=b-skoda');
    expect(searches.length).toBe(before);
  });

  it('takes the highlighted brand with Enter, without ↓', async () => {
    const { user } = renderApp('/cars', { auth: seller });
    const brand = await screen.findByRole('combobox', { name: /Marka/ });
    await user.type(brand, 'volks');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(brand).toHaveValue('Volkswagen'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Model/ })).toBeEnabled());
  });

  it('catches a range upside down in the form, at the field, without searching', async () => {
    const { user } = renderApp('/cars', { auth: seller });
    await screen.findByText('Rezultata: 30');
    const before = searches.length;
    await user.type(screen.getByRole('textbox', { name: 'Cena od' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'Cena do' }), '5000');
    await user.click(filterColumn().getByRole('button', { name: 'Pretraži' }));
    expect(
      await screen.findByText('Vrednost „do“ mora biti veća od vrednosti „od“.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cena do' })).toHaveFocus());
    expect(searches.length).toBe(before);
  });

  it('a search that finds nothing offers to clear the filters', async () => {
    server.use(http.get(`${API}/car/search`, () => HttpResponse.json(list([], 1, 1, 0))));
    const { user, router } = renderApp('/cars?brand=b-bmw&priceMax=100', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Poništi filtere' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('page 2 keeps the reader at the results', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = renderApp('/cars', { auth: seller });
      await screen.findByText('Rezultata: 30');
      await user.click(screen.getByRole('link', { name: 'Stranica 2' }));
      await waitFor(() => expect(scrolled.at(-1)).toBe(document.getElementById('rezultati')));
      expect(screen.getByRole('region', { name: 'Rezultati pretrage' })).toBe(scrolled.at(-1));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('on phones opens the filters in a sheet from "Filteri (n)", then moves to the results', async () => {
    const { user, router } = renderApp('/cars?brand=b-bmw&priceMin=1000', { auth: seller });
    await screen.findByText('Rezultata: 30');
    // Desktops: the filters are a column beside the results (hidden below `lg`: Tailwind).
    expect(screen.getByRole('complementary', { name: 'Filteri' })).toHaveClass('max-lg:hidden');
    const open = screen.getByRole('button', { name: 'Filteri (2)' });
    expect(open).toHaveClass('lg:hidden');
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filteri' });
    const price = within(sheet).getByRole('textbox', { name: 'Cena do' });
    await user.type(price, '20000');
    await user.click(within(sheet).getByRole('button', { name: /^Pretra/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.search).toContain('priceMax=20000'));
    // The reader is taken to the results (focus and scroll), not left at the button.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Rezultati pretrage' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Filteri (3)' })).toBeInTheDocument();
  });

  it('closing the sheet without searching gives the focus back to "Filteri (n)"', async () => {
    const { user } = renderApp('/cars', { auth: seller });
    const open = await screen.findByRole('button', { name: 'Filteri (0)' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filteri' });
    await user.click(within(sheet).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('asks for 20 cars a page', async () => {
    renderApp('/cars', { auth: seller });
    await screen.findByText('Rezultata: 30');
    expect(searches.at(-1)!.get('limit')).toBe('20');
  });

  it('lets subscribers filter by fuel and sort, sent to the server', async () => {
    useLookups({ subscriber: true });
    const { user, router } = renderApp('/cars', { auth: seller });
    // The subscribers' sections, once the subscription is known: closed while none of theirs is set.
    await user.click(await screen.findByRole('button', { name: 'Tehnički podaci' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Gorivo/ })).toBeEnabled());
    const fuel = screen.getByRole('button', { name: /Gorivo/ });
    expect(screen.queryByText('Napredna pretraga je dostupna uz pretplatu')).toBeNull();
    await user.click(fuel);
    await user.click(await screen.findByRole('option', { name: 'Dizel' }));
    await user.click(filterColumn().getByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fuel=f-d'));
    await user.click(screen.getByRole('button', { name: /Sortiranje/ }));
    await user.click(await screen.findByRole('option', { name: 'Cena rastuće' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceAsc&fuel=f-d'));
    await waitFor(() => expect(searches.at(-1)!.get('sort')).toBe('priceAsc'));
    expect(searches.at(-1)!.get('fuel')).toBe('f-d');
  });

  it("shows the server's message when the search fails, and the empty state", async () => {
    server.use(http.get(`${API}/car/search`, () => fail(500, 'Greška na serveru.')));
    renderApp('/cars', { auth: seller });
    expect(await screen.findByText('Greška na serveru.')).toBeInTheDocument();
    expect(screen.getByText('Nema vozila za prikaz')).toBeInTheDocument();
  });
});

describe('car detail (/car/:id)', () => {
  it('says "Cena snižena" with the price before a recent drop', async () => {
    const id = '3f2a9c1b-0000-4000-8000-000000000002';
    const car = {
      ...makeCar({ _id: id, price: 11900 }),
      priceDrop: { previousPrice: 12500, changedAt: '2026-11-20T10:00:00.000Z' },
    };
    server.use(
      http.get(`${API}/car/${id}`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
    );
    renderApp(`/car/${id}`, { auth: seller });
    expect(await screen.findByText('Cena snižena')).toBeInTheDocument();
    const previous = screen.getByText(/12\.500\s€/);
    expect(previous.tagName).toBe('S');
    expect(previous.parentElement).toHaveTextContent(/Ranija cena: 12\.500\s€/);
  });

  it('shows the number, the last change, a call bar with the grouped number, and shares', async () => {
    const id = '3f2a9c1b-0000-4000-8000-000000000001';
    const car = makeCar({
      _id: id,
      user: { ...makeCar().user, phone: '+381695811223' },
      updatedAt: '2026-11-21T09:00:00.000Z',
    });
    server.use(
      http.get(`${API}/car/${id}`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
    );
    const { user } = renderApp(`/car/${id}`, { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    expect(
      screen.getByText(/Oglas br\. 3F2A9C1B · izmenjen 21\. novembra 2026\./),
    ).toBeInTheDocument();
    // The price in dinars beside the euros, as the server's rate gives it: an estimate.
    expect(screen.getByText('≈ 1.465.000 RSD (okvirno, po kursu evra)')).toBeInTheDocument();
    // No drop in the last 30 days: no "Cena snižena".
    expect(screen.queryByText('Cena snižena')).not.toBeInTheDocument();
    // The phone's call bar dials at once; the number shows after "Prikaži broj" (phone-reveal.test).
    const calls = screen.getAllByRole('link', { name: 'Pozovi prodavca' });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+381695811223');
    // The phone's bar is fixed to the bottom of the screen, the price beside the call.
    const bar = calls.find((c) => c.closest('[data-call-bar]'))!.closest('[data-call-bar]')!;
    expect(bar).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    expect(bar).toHaveTextContent(/12\.500\s€/);
    expect(screen.queryByRole('link', { name: 'Izmeni oglas' })).not.toBeInTheDocument();

    // No share sheet here: the link goes to the clipboard, with a toast.
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Podeli' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
    expect(await screen.findByText('Link oglasa je kopiran.')).toBeInTheDocument();
  });

  it('shows the owner "Izmeni oglas" instead of "Pozovi", on the bar and in the contact box', async () => {
    const car = makeCar({ user: { ...makeCar().user, _id: seller.user!._id } });
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/${seller.user!._id}`, () => HttpResponse.json(list([car]))),
    );
    renderApp('/car/car1', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    expect(screen.queryByRole('link', { name: /^Pozovi/ })).not.toBeInTheDocument();
    const edits = screen.getAllByRole('link', { name: 'Izmeni oglas' });
    // The phone's bar, the desktop's actions and the contact box.
    expect(edits).toHaveLength(3);
    for (const link of edits) expect(link).toHaveAttribute('href', '/edit/car1');
    expect(edits.some((link) => link.closest('[data-call-bar]'))).toBe(true);
  });

  it('offers the owner of a sold advert no edit (sold is final), and says why', async () => {
    const car = makeCar({ status: 'sold', user: { ...makeCar().user, _id: seller.user!._id } });
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/${seller.user!._id}`, () => HttpResponse.json(list([car]))),
    );
    renderApp('/car/car1', { auth: seller });
    await screen.findByRole('heading', { level: 1, name: 'BMW 320d' });
    expect(screen.queryByRole('link', { name: 'Izmeni oglas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pozovi/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-call-bar]')).toBeNull();
    expect(screen.getByText('Prodat oglas se više ne može menjati.')).toBeInTheDocument();
  });

  it('shows every stored field, contact, the seller link and the other cars', async () => {
    const car = makeCar({ status: 'sold' });
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
    );
    renderApp('/car/car1', { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW 320d' })).toBeInTheDocument();
    expect(screen.getByText('Prodato')).toBeInTheDocument();
    expect(screen.getAllByText(/12\.500\s€/).length).toBeGreaterThan(0);
    const info = screen.getByRole('region', { name: 'Opšte informacije' });
    const row = (term: string) => within(info).getByText(term).nextElementSibling;
    expect(row('Vozilo')).toHaveTextContent('BMW 320d xDrive, prvi vlasnik');
    expect(row('Godište')).toHaveTextContent('2016');
    expect(row('Karoserija')).toHaveTextContent('Limuzina');
    expect(row('Gorivo')).toHaveTextContent('Dizel');
    // Decision 017: the origin row shows the real origin, not the fuel.
    expect(row('Poreklo vozila')).toHaveTextContent('Nemačka');
    expect(row('Kubikaža')).toHaveTextContent('1995 cm³');
    expect(row('Snaga motora')).toHaveTextContent('140 kW');
    expect(row('Kilometraža')).toHaveTextContent(/185\.000\skm/);
    expect(row('Menjač')).toHaveTextContent('Automatski / poluautomatski');
    expect(row('Klima uređaj')).toHaveTextContent('Da');
    expect(row('Emisiona klasa motora')).toHaveTextContent('Euro 6');
    expect(row('Broj šasije')).toHaveTextContent('WBA8E9C50GK123456');
    expect(row('Objavljeno')).toHaveTextContent('20. novembra 2026.');
    expect(screen.getByText('Redovno servisiran.')).toBeInTheDocument();
    expect(screen.getByText('Jovan Jovanović')).toBeInTheDocument();
    expect(screen.getByText('Novi Sad')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByRole('button', { name: 'Prikaži broj' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kompletna ponuda' })).toHaveAttribute(
      'href',
      '/car-list/u2',
    );
    expect(await screen.findByText('Nema vozila za prikaz')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fotografije vozila' })).toBeInTheDocument();
  });

  it('a missing car has a heading, a sentence and a way back, and no toast', async () => {
    server.use(http.get(`${API}/car/nope`, () => fail(404, 'Oglas nije pronađen.')));
    renderApp('/car/nope', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oglas nije pronađen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Oglas je uklonjen ili adresa nije tačna/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nazad na pretragu' })).toHaveAttribute(
      'href',
      '/cars',
    );
    expect(screen.queryByText('Oglas nije pronađen.')).not.toBeInTheDocument();
  });

  it('a car that fails to load says so, with the toast and a way back', async () => {
    server.use(http.get(`${API}/car/broken`, () => fail(500, 'Greška na serveru.')));
    renderApp('/car/broken', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oglas trenutno nije dostupan' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Greška na serveru.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nazad na pretragu' })).toBeInTheDocument();
  });
});

describe('car detail as a visitor sees it (PUBLIC_BROWSING)', () => {
  it('shows the gearbox in Serbian, the shared title, and no chassis row', async () => {
    const car = makeCar({ transmission: 'Manuelni 5 brzine', chassisNumber: null });
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([car]))),
    );
    renderApp('/car/car1', { publicBrowsing: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'BMW 320d' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Opšte informacije' });
    const row = (term: string) => within(info).getByText(term).nextElementSibling;
    // Stored as the original client wrote it; read as correct Serbian.
    expect(row('Menjač')).toHaveTextContent('Manuelni, 5 brzina');
    expect(within(info).queryByText('Broj šasije')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^BMW 320d 2016, 12\.500\s€ \| AutoBerza$/));
  });

  it('shows a card’s gearbox in Serbian', async () => {
    server.use(
      http.get(`${API}/car/search`, () =>
        HttpResponse.json(list([makeCar({ transmission: 'Manuelni 6 brzine' })])),
      ),
    );
    renderApp('/cars', { publicBrowsing: true });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Manuelni, 6 brzina')).toBeInTheDocument();
    expect(within(card!).queryByText('Manuelni 6 brzine')).not.toBeInTheDocument();
  });
});

describe("the dealer's page (/car-list/:userId)", () => {
  const dealer = (company: object | null, counts = { activeAdverts: 3, soldLast90Days: 12 }) =>
    http.get(`${API}/user/dealer/u2`, () =>
      HttpResponse.json({
        _id: 'u2',
        firstName: 'Jovan',
        lastName: 'Jovanović',
        city: { _id: 'c1', name: 'Beograd' },
        image: null,
        company,
        memberSince: '2025-03-14T10:00:00.000Z',
        ...counts,
      }),
    );
  let sellerQueries: URLSearchParams[];
  beforeEach(() => {
    sellerQueries = [];
    server.use(
      http.get(`${API}/car/user/u2`, ({ request }) => {
        sellerQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(list([makeCar(), makeCar({ _id: 'car2' })]));
      }),
    );
  });

  it('names a person trading in their own name, with the counts and the cards', async () => {
    server.use(dealer(null, { activeAdverts: 1, soldLast90Days: 0 }));
    renderApp('/car-list/u2', { auth: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jovan Jovanović' })).toBeVisible();
    expect(screen.getByText(/Fizičko lice · Član od 14\. marta 2025\./)).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Aktivnost prodavca' });
    expect(counts).toHaveTextContent('1 aktivan oglas');
    expect(counts).toHaveTextContent('0 prodatih vozila u poslednjih 90 dana');
    expect(screen.queryByText('PIB')).not.toBeInTheDocument();
    // The cards render deferred (CarResults), after the heading.
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(document.title).toMatch(/^Prodavac Jovan Jovanović: sva vozila/));
  });

  it('shows a company: PIB, matični broj, address with a map search, phones and hours', async () => {
    server.use(
      dealer({
        name: 'Auto Jovanović d.o.o.',
        pib: '107632155',
        registrationNumber: '21034598',
        address: 'Bulevar kralja Aleksandra 73',
        phones: ['011 3456 789', '+381 63 111 2222'],
        hours: 'Pon–Pet 9–17\nSub 9–14',
      }),
    );
    renderApp('/car-list/u2', { auth: seller });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auto Jovanović d.o.o.' }),
    ).toBeVisible();
    expect(screen.getByText(/Pravno lice · Član od 14\. marta 2025\./)).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
    expect(fact('PIB')).toHaveTextContent('107632155');
    expect(fact('Matični broj')).toHaveTextContent('21034598');
    expect(fact('Kontakt osoba')).toHaveTextContent('Jovan Jovanović');
    expect(fact('Adresa')).toHaveTextContent('Bulevar kralja Aleksandra 73, Beograd');
    expect(screen.getByRole('link', { name: 'Prikaži na mapi' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Bulevar%20kralja%20Aleksandra%2073%2C%20Beograd%2C%20Srbija',
    );
    expect(screen.getByRole('link', { name: '+381 63 111 2222' })).toHaveAttribute(
      'href',
      'tel:+381631112222',
    );
    expect(fact('Radno vreme')).toHaveTextContent('Pon–Pet 9–17 Sub 9–14');
    const counts = screen.getByRole('list', { name: 'Aktivnost prodavca' });
    expect(counts).toHaveTextContent('3 aktivna oglasa');
    expect(counts).toHaveTextContent('12 prodatih vozila u poslednjih 90 dana');
    await waitFor(() =>
      expect(document.title).toMatch(/^Auto Jovanović d\.o\.o\.: vozila na prodaju/),
    );
  });

  it("sorts the dealer's adverts, the order in the address and the request", async () => {
    server.use(dealer(null));
    const { user, router } = renderApp('/car-list/u2?page=2', { auth: seller });
    await screen.findAllByRole('article');
    expect(sellerQueries.at(-1)!.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: /Sortiranje/ }));
    await user.click(await screen.findByRole('option', { name: 'Cena rastuće' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceAsc'));
    await waitFor(() => expect(sellerQueries.at(-1)!.get('sort')).toBe('priceAsc'));
    expect(sellerQueries.at(-1)!.get('page')).toBe('1');
  });
});
