import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, seller } from '../../render';
import { readForm } from '../../multipart';
import { API, fail, server } from '../../server';
import { list, makeCar, newest, useLookups } from './fixtures';

/** docs/product.md, “Car details”; decision 043: the details in the form, the advert and the card. */

beforeEach(() => {
  useLookups();
});

const detailed = makeCar({
  _id: 'd1',
  condition: 'used',
  colour: 'silver',
  isMetallic: true,
  drive: 'awd',
  seats: 5,
  airConditioning: 'multiZone',
  registeredUntil: '2027-05',
  isRegistered: true,
  vehicleOrigin: 'Strane tablice',
  importCountry: 'DE',
  previousOwners: 1,
  hasServiceBook: true,
  damage: 'Nije oštećen',
  priceType: 'negotiable',
  acceptsExchange: true,
  vat: 'deductible',
  equipment: ['abs', 'esp', 'navigation', 'towHook'],
});

describe('the advert form’s details', () => {
  it('opens the section of a wrong field and links the summary to it', async () => {
    const { user } = renderApp('/add', { auth: seller });
    await user.click(await screen.findByRole('button', { name: 'Papiri i istorija' }));
    await user.type(screen.getByRole('textbox', { name: /Broj šasije/ }), 'WVWZZZ1JZXO000001');
    // Closed again: the field is out of sight until the submit opens its section.
    await user.click(screen.getByRole('button', { name: 'Papiri i istorija' }));
    expect(screen.queryByRole('textbox', { name: /Broj šasije/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: /^Broj šasije: / });
    expect(link).toHaveTextContent(
      'Broj šasije (VIN) ima tačno 17 znakova: slova i cifre, bez slova I, O i Q',
    );
    await user.click(link);
    expect(screen.getByRole('textbox', { name: /Broj šasije/ })).toHaveFocus();
    // The other sections stay closed.
    expect(screen.getByRole('button', { name: 'Oprema i sigurnost' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('loads a saved advert’s details and sends them back, older free text kept', async () => {
    let body: FormData | undefined;
    const car = { ...detailed, vehicleOrigin: 'uvezen 2019' };
    server.use(
      http.get(`${API}/car/d1`, () => HttpResponse.json(car)),
      http.patch(`${API}/car/d1`, async ({ request }) => {
        body = await readForm(request);
        return fail(400, 'Greška.');
      }),
    );
    const { user } = renderApp('/edit/d1', { auth: seller });
    const label = await screen.findByRole('textbox', { name: /Naslov oglasa/ });
    await waitFor(() => expect(label).toHaveValue(car.label));
    await user.click(screen.getByRole('button', { name: 'Papiri i istorija' }));
    expect(screen.getByRole('button', { name: /Poreklo vozila/ })).toHaveTextContent(
      'uvezen 2019 (kako je upisano)',
    );
    await user.click(screen.getByRole('button', { name: 'Oprema i sigurnost' }));
    expect(screen.getByRole('checkbox', { name: 'Navigacija' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'ESP' }));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj oglas' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(Object.fromEntries(body!.entries())).toMatchObject({
      condition: 'used',
      colour: 'silver',
      isMetallic: 'true',
      drive: 'awd',
      seats: '5',
      airConditioning: 'multiZone',
      isAirCondition: 'true',
      isRegistered: 'true',
      registeredUntil: '2027-05',
      vehicleOrigin: 'uvezen 2019',
      importCountry: 'DE',
      previousOwners: '1',
      hasServiceBook: 'true',
      hasSpareKey: '',
      damage: 'Nije oštećen',
      priceType: 'negotiable',
      acceptsExchange: 'true',
      vat: 'deductible',
      equipment: 'abs,navigation,towHook',
      chassisNumber: 'WBA8E9C50GK123456',
    });
  });
});

describe('the advert page’s details', () => {
  it('shows the stated details grouped, the equipment in two columns, VAT beside the price', async () => {
    server.use(
      http.get(`${API}/car/d1`, () => HttpResponse.json(detailed)),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    renderApp('/car/d1', { auth: seller });
    const vehicle = await screen.findByRole('region', { name: 'Detalji vozila' });
    const row = (region: HTMLElement, term: string) =>
      within(region).getByText(term).nextElementSibling;
    expect(row(vehicle, 'Stanje')).toHaveTextContent('Polovno vozilo');
    expect(row(vehicle, 'Boja')).toHaveTextContent('Srebrna, Metalik');
    expect(row(vehicle, 'Pogon')).toHaveTextContent('4x4');
    expect(row(vehicle, 'Broj sedišta')).toHaveTextContent('5');
    // The kind of air conditioning is the general information's row, not a second one here.
    expect(within(vehicle).queryByText('Klima')).toBeNull();
    expect(screen.getByText('Klima uređaj').nextElementSibling).toHaveTextContent(
      'Automatska klima, više zona',
    );
    // Only what was stated.
    expect(within(vehicle).queryByText('Strana volana')).toBeNull();
    const papers = screen.getByRole('region', { name: 'Papiri i istorija' });
    expect(row(papers, 'Registracija')).toHaveTextContent('Registrovan do maja 2027.');
    // Origin and damage are rows of the general information, not repeated among the papers.
    expect(within(papers).queryByText('Poreklo vozila')).toBeNull();
    expect(row(papers, 'Zemlja uvoza')).toHaveTextContent('Nemačka');
    expect(row(papers, 'Broj prethodnih vlasnika')).toHaveTextContent('1');
    expect(within(papers).getByText('Servisna knjiga')).toBeInTheDocument();
    expect(within(papers).queryByText('Rezervni ključ')).toBeNull();
    const equipment = screen.getByRole('region', { name: 'Oprema i sigurnost' });
    const safety = within(equipment).getByRole('heading', { name: 'Sigurnost' })
      .nextElementSibling as HTMLElement;
    expect(
      within(safety)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ABS', '✓ESP']);
    expect(safety).toHaveClass('grid-cols-2');
    expect(within(equipment).getByText('Kuka za vuču')).toBeInTheDocument();
    expect(screen.getByText('Cena po dogovoru · PDV se odbija · Zamena')).toBeInTheDocument();
  });

  it('shows no details section when none is stated', async () => {
    server.use(
      http.get(`${API}/car/car1`, () => HttpResponse.json(makeCar())),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    renderApp('/car/car1', { auth: seller });
    expect(await screen.findByRole('region', { name: 'Opšte informacije' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Detalji vozila' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Oprema i sigurnost' })).toBeNull();
  });

  it('shows the description as written, and in the other script on request', async () => {
    server.use(
      http.get(`${API}/car/car1`, () =>
        HttpResponse.json(
          makeCar({ description: 'Ugrađena kuka, nove gume, injekcija servisirana.' }),
        ),
      ),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    const { user } = renderApp('/car/car1', { auth: seller });
    const description = await screen.findByRole('region', { name: 'Opis' });
    expect(
      within(description).getByText('Ugrađena kuka, nove gume, injekcija servisirana.'),
    ).toHaveAttribute('lang', 'sr-Latn');
    await user.click(within(description).getByRole('button', { name: 'Prikaži ćirilicom' }));
    expect(
      await within(description).findByText('Уграђена кука, нове гуме, инјекција сервисирана.'),
    ).toHaveAttribute('lang', 'sr-Cyrl');
    await user.click(within(description).getByRole('button', { name: 'Prikaži latinicom' }));
    expect(
      await within(description).findByText('Ugrađena kuka, nove gume, injekcija servisirana.'),
    ).toBeInTheDocument();
  });

  it('offers Latin for a description written in Cyrillic', async () => {
    server.use(
      http.get(`${API}/car/car1`, () =>
        HttpResponse.json(makeCar({ description: 'Љубав на први поглед, џип у одличном стању.' })),
      ),
      http.get(`${API}/car/user/u2`, () => HttpResponse.json(list([]))),
    );
    const { user } = renderApp('/car/car1', { auth: seller });
    const description = await screen.findByRole('region', { name: 'Opis' });
    await user.click(within(description).getByRole('button', { name: 'Prikaži latinicom' }));
    expect(
      await within(description).findByText('Ljubav na prvi pogled, džip u odličnom stanju.'),
    ).toHaveAttribute('lang', 'sr-Latn');
  });

  it('shows how VAT is charged beside the price on the card', async () => {
    server.use(
      http.get(`${API}/car`, () =>
        HttpResponse.json(newest([makeCar({ _id: 'c1', vat: 'margin' }), makeCar({ _id: 'c2' })])),
      ),
    );
    renderApp('/home', { auth: seller });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Cena · Maržni režim PDV-a')).toBeInTheDocument();
    expect(within(second!).queryByText(/PDV/)).toBeNull();
  });
});
