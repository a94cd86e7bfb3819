// @vitest-environment node
// The server's render of a public page's first screen, as packages/server runs it: no DOM, query
// hooks that start their requests while rendering (the API client checks for `window`).
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../../src/entry-server';
import { list, makeCar, useLookups } from '../features/cars/fixtures';
import { API, server } from '../server';

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.replace('/api', '')}${url.search}`);
  });
});

const stateOf = (json: string) =>
  JSON.parse(json) as {
    queries: Record<string, { status: string; endpointName: string; data: unknown }>;
    mutations: object;
    provided: { tags: object };
  };

describe('renderFirstScreen', () => {
  it("renders a car's detail with the answers it needed, and hands them over", async () => {
    useLookups();
    const car = makeCar({ _id: 'car7', price: 12500, label: 'BMW 320d xDrive, prvi vlasnik' });
    server.use(
      http.get(`${API}/car/:id`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/:id`, () =>
        HttpResponse.json(list([car, makeCar({ _id: 'car8', label: 'Drugi auto prodavca' })])),
      ),
    );
    const first = await renderFirstScreen('/car/car7', fetch);
    expect(first).not.toBeNull();
    const { html, state } = first!;
    // The screen, not a loader: heading, price, the seller's contact and other cars, the photo.
    expect(html).toContain('BMW 320d');
    expect(html).toContain('12.500');
    expect(html).toContain('href="tel:0641112222"');
    expect(html).toContain('href="/car/car8"');
    expect(html).toMatch(
      /<img[^>]+srcSet="\/uploads\/cars\/a-480.webp 480w, \/uploads\/cars\/a-960.webp 960w"/,
    );
    expect(html).not.toContain('Učitavanje');
    // The car first, then (once the seller was known) the seller's other cars.
    expect(asked.filter((url) => url.startsWith('/car'))).toEqual([
      '/car/car7',
      '/car/user/u2?page=1&limit=7',
    ]);
    const { queries, provided } = stateOf(state);
    const endpoints = Object.values(queries).map((q) => `${q.endpointName} ${q.status}`);
    expect(endpoints).toEqual(
      expect.arrayContaining(['getCar fulfilled', 'getSellerCars fulfilled']),
    );
    expect(Object.values(queries).every((q) => q.status === 'fulfilled')).toBe(true);
    expect(provided.tags).toHaveProperty('Car');
  });

  it("renders the car list with the URL's search, for a visitor", async () => {
    useLookups();
    server.use(
      http.get(`${API}/car/search`, ({ request }) => {
        const brand = new URL(request.url).searchParams.get('brand');
        return HttpResponse.json(
          list(brand === 'b-vw' ? [makeCar({ _id: 'v1', label: 'Golf za prodaju' })] : []),
        );
      }),
    );
    const first = await renderFirstScreen('/cars?brand=b-vw', fetch);
    expect(first?.html).toContain('href="/car/v1"');
    expect(first?.html).toContain('Rezultata: 1');
    // A visitor: the guest links in the header, the advanced filters locked.
    expect(first?.html).toContain('href="/login?next=%2Fcars%3Fbrand%3Db-vw"');
    // The search, and the brand's models for the model filter; nothing a visitor may not ask.
    expect(asked.sort()).toEqual([
      '/brand',
      '/car/search?page=1&limit=20&brand=b-vw&hideSold=true',
      '/model?brand=b-vw',
    ]);
  });

  it("renders in the reader's script, and asks the API in it; the next page in its own", async () => {
    useLookups();
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${API}/car/search`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json(list([makeCar({ _id: 'v1' })]));
      }),
    );
    const cyrillic = await renderFirstScreen('/cars', fetch, 'sr-Cyrl');
    expect(cyrillic?.html).toContain('Резултата: 1');
    const latin = await renderFirstScreen('/cars', fetch, 'sr-Latn');
    expect(latin?.html).toContain('Rezultata: 1');
    expect(latin?.html).not.toContain('Резултата');
    // The card's city and fuel (reference data, kept in Latin) follow the script; the footer
    // names a city of its own.
    expect(cyrillic?.html).toContain('>Нови Сад · ');
    expect(cyrillic?.html).toContain('Дизел');
    expect(latin?.html).toContain('>Novi Sad · ');
    expect(languages).toEqual(['sr-Cyrl', 'sr-Latn']);
  });

  it('sends the car pages in parts that React hydrates apart, each in a commit of its own', async () => {
    useLookups();
    const car = makeCar({ _id: 'car7' });
    server.use(
      http.get(`${API}/car/search`, () => HttpResponse.json(list([car]))),
      http.get(`${API}/car/:id`, () => HttpResponse.json(car)),
      http.get(`${API}/car/user/:id`, () =>
        HttpResponse.json(list([car, makeCar({ _id: 'car8' })])),
      ),
    );
    /** Where the innermost Suspense boundary (`<!--$-->` … `<!--/$-->`) around `needle` opens. */
    const partOf = (html: string, needle: string) => {
      const at = html.indexOf(needle);
      expect(at, needle).toBeGreaterThan(-1);
      const open: number[] = [];
      for (const marker of html.matchAll(/<!--(\$|\/\$)-->/g)) {
        if (marker.index > at) break;
        if (marker[1] === '$') open.push(marker.index);
        else open.pop();
      }
      return open.at(-1) ?? -1;
    };
    const list_ = (await renderFirstScreen('/cars', fetch))!.html;
    const listParts = [
      'role="search"',
      'href="/car/car7"',
      'href="/login?next=%2Fcars"',
      'href="/faq"',
    ].map((needle) => partOf(list_, needle));
    expect(new Set(listParts).size).toBe(4);
    const detail = (await renderFirstScreen('/car/car7', fetch))!.html;
    const detailParts = ['<img', '<h1', 'href="/car/car8"'].map((needle) => partOf(detail, needle));
    expect(new Set(detailParts).size).toBe(3);
  });

  it('a request that fails is left to the browser: the page renders, its answer is not handed over', async () => {
    useLookups();
    server.use(
      http.get(`${API}/car/:id`, () => HttpResponse.json({ message: 'Nema' }, { status: 404 })),
    );
    const first = await renderFirstScreen('/car/missing', fetch);
    expect(first).not.toBeNull();
    expect(Object.keys(stateOf(first!.state).queries)).toEqual([]);
  });

  it('renders nothing for sign-in, account screens, redirects and unknown pages', async () => {
    for (const url of [
      '/login',
      '/register',
      '/search?brand=b-vw',
      '/user/cars',
      '/add',
      '/nowhere',
    ]) {
      expect(await renderFirstScreen(url, fetch), url).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it("sends each page's requests through its own fetch, when pages render at once", async () => {
    useLookups();
    server.use(
      http.get(`${API}/car/:id`, async ({ params }) => {
        // The first page's car answers last, so the two renders overlap.
        if (params.id === 'first') await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(
          makeCar({
            _id: String(params.id),
            user: { ...makeCar().user, _id: `seller-${String(params.id)}` },
          }),
        );
      }),
      http.get(`${API}/car/user/:id`, () => HttpResponse.json(list([]))),
    );
    /** A fetch that notes what it was asked for (each page is one visitor). */
    const visitor = () => {
      const urls: string[] = [];
      const fetchFn: typeof fetch = (input, init) => {
        urls.push(new URL(new Request(input, init).url).pathname.replace('/api', ''));
        return fetch(input, init);
      };
      return { urls, fetchFn };
    };
    const one = visitor();
    const two = visitor();
    const [first, second] = await Promise.all([
      renderFirstScreen('/car/first', one.fetchFn),
      renderFirstScreen('/car/second', two.fetchFn),
    ]);
    expect(first?.html).toContain('href="/car-list/seller-first"');
    expect(second?.html).toContain('href="/car-list/seller-second"');
    // The car, the seller's company for the contact box, the seller's other cars.
    expect(one.urls).toEqual(['/car/first', '/user/dealer/seller-first', '/car/user/seller-first']);
    expect(two.urls).toEqual([
      '/car/second',
      '/user/dealer/seller-second',
      '/car/user/seller-second',
    ]);
  });
});
