import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@autoberza/api-client';
import { renderApp, seller } from '../../render';
import { API, server } from '../../server';
import { list, makeCar, useLookups } from './fixtures';

let searches: URLSearchParams[] = [];
let sellerQueries: URLSearchParams[] = [];
let created: { filters: Record<string, unknown> }[] = [];

beforeEach(() => {
  searches = [];
  sellerQueries = [];
  created = [];
  useLookups();
  server.use(
    http.get(`${API}/car/search`, ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return HttpResponse.json(list([makeCar()], 1, 1, 1));
    }),
    http.get(`${API}/car/user/u2`, ({ request }) => {
      sellerQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(list([makeCar()]));
    }),
    http.get(`${API}/user/dealer/u2`, () =>
      HttpResponse.json({
        _id: 'u2',
        firstName: 'Jovan',
        lastName: 'Jovanović',
        city: { _id: 'c1', name: 'Beograd' },
        image: null,
        company: null,
        memberSince: '2025-03-14T10:00:00.000Z',
        activeAdverts: 1,
        soldLast90Days: 0,
      }),
    ),
    http.post(`${API}/saved-search`, async ({ request }) => {
      const body = (await request.json()) as { name: string; filters: Record<string, unknown> };
      created.push(body);
      return HttpResponse.json(
        {
          _id: 's9',
          name: body.name,
          filters: body.filters as SavedSearch['filters'],
          alert: 'immediate',
          newCount: 0,
          lastSeenAt: '2026-11-20T10:00:00.000Z',
          createdAt: '2026-11-20T10:00:00.000Z',
        } satisfies SavedSearch,
        { status: 201 },
      );
    }),
  );
});

/** The desktop column's form (the phone's sheet holds a second one only while open). */
const column = () => screen.getByRole('complementary', { name: 'Filteri' });
const section = (name: RegExp | string) => within(column()).getByRole('button', { name });

describe('the search form’s sections', () => {
  it('counts the filters set in each section and opens those that have any', async () => {
    useLookups({ subscriber: true });
    const { user, router } = renderApp(
      '/cars?q=golf&condition=used&registered=1&drive=awd&equipment=esp,abs',
      { auth: seller },
    );
    await screen.findByRole('complementary', { name: 'Filteri' });
    // The details' sections come with their own chunk, once the subscription is known.
    const papers = await within(column()).findByRole('button', { name: 'Stanje i papiri (2)' });
    expect(papers).toHaveAttribute('aria-expanded', 'true');
    expect(section('Osnovno (1)')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Pogon i boja (1)')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Oprema (2)')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Cena i PDV')).toHaveAttribute('aria-expanded', 'false');
    expect(section('Tehnički podaci')).toHaveAttribute('aria-expanded', 'false');
    expect(section('Lokacija')).toHaveAttribute('aria-expanded', 'false');
    // Sent as the server reads them: the equipment in the catalogue's order.
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    const sent = searches.at(-1)!;
    expect(sent.get('q')).toBe('golf');
    expect(sent.get('condition')).toBe('used');
    expect(sent.get('registered')).toBe('true');
    expect(sent.get('drive')).toBe('awd');
    expect(sent.get('equipment')).toBe('abs,esp');
    expect(screen.getByRole('button', { name: 'Filteri (6)' })).toBeInTheDocument();

    // The count follows the form as it is filled in, before searching.
    const form = column();
    await user.click(within(form).getByRole('checkbox', { name: 'Navigacija' }));
    expect(section('Oprema (3)')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /^Registrovan/ }));
    expect(section('Stanje i papiri (1)')).toBeInTheDocument();
    await user.click(section('Cena i PDV'));
    await user.click(within(form).getByRole('button', { name: /^(?!Cena i PDV).*PDV/ }));
    await user.click(await screen.findByRole('option', { name: 'PDV se odbija' }));
    expect(section('Cena i PDV (1)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Pretraži' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=golf&condition=used&drive=awd&vat=deductible&equipment=abs%2Cesp%2Cnavigation',
      ),
    );
    await waitFor(() => expect(searches.at(-1)!.get('vat')).toBe('deductible'));
    expect(searches.at(-1)!.get('registered')).toBeNull();
  });

  it('searches the keyword on Enter, trimmed, for everyone', async () => {
    const { user, router } = renderApp('/cars', { auth: seller });
    await screen.findByRole('complementary', { name: 'Filteri' });
    const keyword = within(column()).getByRole('searchbox', { name: 'Ključna reč' });
    await user.type(keyword, '  golf 1.9 tdi {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=golf+1.9+tdi'));
    await waitFor(() => expect(searches.at(-1)!.get('q')).toBe('golf 1.9 tdi'));
  });

  it('says at the field that the keyword is too long, and does not search', async () => {
    const { user, router } = renderApp('/cars', { auth: seller });
    await screen.findByRole('complementary', { name: 'Filteri' });
    const keyword = within(column()).getByRole('searchbox', { name: 'Ključna reč' });
    await user.click(keyword);
    await user.paste('a'.repeat(101));
    await user.keyboard('{Enter}');
    expect(
      await within(column()).findByText('Ključna reč može imati najviše 100 znakova.'),
    ).toBeInTheDocument();
    expect(keyword).toHaveAttribute('aria-invalid', 'true');
    expect(keyword).toHaveFocus();
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${'a'.repeat(100)}`));
  });

  it('shows non-subscribers the one locked line instead of the subscribers’ sections', async () => {
    const { user } = renderApp('/cars?q=golf&condition=new&equipment=abs', { auth: seller });
    await screen.findByText('Rezultata: 1');
    const form = column();
    expect(
      within(form).getByText(
        /stanje i papiri, pogon, boja, PDV i oprema su filteri za pretplatnike/,
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Pogledajte pretplatu' })).toHaveAttribute(
      'href',
      '/profile?tab=subscription',
    );
    for (const name of [/Tehnički podaci/, /Stanje i papiri/, /Pogon i boja/, /Oprema/])
      expect(within(form).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'ABS' })).not.toBeInTheDocument();
    // The keyword is everyone's; the details are not sent for them.
    const sent = searches.at(-1)!;
    expect(sent.get('q')).toBe('golf');
    expect(sent.get('condition')).toBeNull();
    expect(sent.get('equipment')).toBeNull();
    expect(section('Osnovno (1)')).toHaveAttribute('aria-expanded', 'true');
    // A section closes and opens from the keyboard.
    section('Osnovno (1)').focus();
    await user.keyboard('{Enter}');
    expect(section('Osnovno (1)')).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves the keyword and the details with the search', async () => {
    useLookups({ subscriber: true });
    const { user } = renderApp('/cars?q=golf&drive=awd&ownersMax=1&equipment=navigation,abs', {
      auth: seller,
    });
    await within(column()).findByRole('button', { name: 'Pogon i boja (1)' });
    await user.click(await screen.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await user.type(within(dialog).getByRole('textbox', { name: /Naziv pretrage/ }), 'Golf 4x4');
    await user.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.filters).toEqual({
      q: 'golf',
      drive: 'awd',
      ownersMax: 1,
      equipment: 'abs,navigation',
      hideSold: 'true',
    });
  });
});

describe('a saved search in words', () => {
  it('names the keyword and the details', async () => {
    server.use(
      http.get(`${API}/saved-search`, () =>
        HttpResponse.json({
          data: [
            {
              _id: 's1',
              name: 'Golf 4x4',
              filters: {
                q: 'golf',
                brand: 'b-vw',
                condition: 'used',
                drive: 'awd',
                colour: 'black',
                origin: 'customsCleared',
                registered: 'true',
                damage: 'none',
                vat: 'margin',
                ownersMax: 2,
                equipment: 'abs,navigation',
                hideSold: 'true',
              },
              alert: 'immediate',
              newCount: 0,
              lastSeenAt: '2026-11-20T10:00:00.000Z',
              createdAt: '2026-11-20T10:00:00.000Z',
            } satisfies SavedSearch,
          ],
        }),
      ),
    );
    renderApp('/user/searches', { auth: seller });
    expect(
      await screen.findByText(
        '„golf“ · Volkswagen · Polovno vozilo · Pogon: 4x4 · Boja: Crna · Ocarinjen · Registrovan · ' +
          'Nije oštećen · Maržni režim PDV-a · Najviše 2 prethodna vlasnika · Oprema: ABS, Navigacija',
      ),
    ).toBeInTheDocument();
  });
});

describe('the dealer’s keyword', () => {
  it('searches this dealer’s adverts, keeping the order and starting at page 1', async () => {
    const { user, router } = renderApp('/car-list/u2?sort=priceAsc&page=2', { auth: seller });
    const box = await screen.findByRole('search', { name: 'Pretraga oglasa prodavca' });
    const keyword = screen.getByRole('searchbox', { name: 'Ključna reč' });
    expect(box).toContainElement(keyword);
    await user.type(keyword, ' passat {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=passat&sort=priceAsc'));
    await waitFor(() => expect(sellerQueries.at(-1)!.get('q')).toBe('passat'));
    expect(sellerQueries.at(-1)!.get('sort')).toBe('priceAsc');
    expect(sellerQueries.at(-1)!.get('page')).toBe('1');
    // The pages and the order keep the keyword.
    await user.click(screen.getByRole('button', { name: /Sortiranje/ }));
    await user.click(await screen.findByRole('option', { name: 'Cena opadajuće' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=passat&sort=priceDesc'));
    expect(screen.getByRole('searchbox', { name: 'Ključna reč' })).toHaveValue('passat');
  });
});
