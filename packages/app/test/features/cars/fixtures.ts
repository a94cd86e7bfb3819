import { http, HttpResponse } from 'msw';
import type { AdvertExpiry, Car, OwnCar } from '@autoberza/api-client';
import { API, server } from '../../server';

export const brands = [
  { _id: 'b-abarth', name: 'Abarth' },
  { _id: 'b-bmw', name: 'BMW' },
  { _id: 'b-skoda', name: 'Škoda' },
  { _id: 'b-vw', name: 'Volkswagen' },
];
export const models = [
  { _id: 'm-320', name: '320d', brand: { _id: 'b-bmw' } },
  { _id: 'm-x5', name: 'X5', brand: { _id: 'b-bmw' } },
  { _id: 'm-golf', name: 'Golf', brand: { _id: 'b-vw' } },
  { _id: 'm-polo', name: 'Polo', brand: { _id: 'b-vw' } },
  { _id: 'm-octavia', name: 'Octavia', brand: { _id: 'b-skoda' } },
];
export const fuels = [
  { _id: 'f-d', slug: 'dizel', name: 'Dizel' },
  { _id: 'f-b', slug: 'benzin', name: 'Benzin' },
];
export const bodies = [{ _id: 'k-lim', slug: 'limuzina', name: 'Limuzina' }];

const photo = (name: string) => ({
  url: `/uploads/cars/${name}-1024.webp`,
  widths: [
    { width: 960, url: `/uploads/cars/${name}-960.webp` },
    { width: 480, url: `/uploads/cars/${name}-480.webp` },
  ],
});

export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    _id: 'car1',
    image: [photo('a'), photo('b')],
    brand: { _id: 'b-bmw', name: 'BMW' },
    model: { _id: 'm-320', name: '320d', brand: { _id: 'b-bmw' } },
    body: { _id: 'k-lim', name: 'Limuzina' },
    fuel: { _id: 'f-d', name: 'Dizel' },
    label: 'BMW 320d xDrive, prvi vlasnik',
    price: 12500,
    priceRsd: 1_465_000,
    yearProduction: 2016,
    volume: 1995,
    enginePower: 140,
    doors: '4/5 vrata',
    transmission: 'Automatski / poluautomatski',
    mileage: 185000,
    description: 'Redovno servisiran.',
    isAirCondition: true,
    vehicleOrigin: 'Nemačka',
    damage: null,
    isActivated: true,
    engineEmissionClass: 'Euro 6',
    chassisNumber: 'WBA8E9C50GK123456',
    // The details (decision 043): none stated unless a test says.
    condition: null,
    colour: null,
    drive: null,
    steeringSide: null,
    airConditioning: null,
    interiorMaterial: null,
    interiorColour: null,
    importCountry: null,
    priceType: null,
    vat: null,
    priceRating: null,
    isMetallic: null,
    hasServiceBook: null,
    hasSpareKey: null,
    isFirstOwner: null,
    isBoughtNewInSerbia: null,
    isGaraged: null,
    acceptsExchange: null,
    seats: null,
    previousOwners: null,
    registeredUntil: null,
    isRegistered: null,
    equipment: [],
    status: 'active',
    viewsCount: 42,
    user: {
      _id: 'u2',
      firstName: 'Jovan',
      lastName: 'Jovanović',
      phone: '064 111 2222',
      city: { _id: 'c2', name: 'Novi Sad' },
      image: null,
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:20:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** A listed advert's period: it is shown until 20 December. */
export const LISTED: AdvertExpiry = { expiresAt: '2026-12-20T10:20:00.000Z', expired: false };

/** The seller's own advert as „Moji oglasi“ gets it: its followers, its period, no hiding. */
export function ownCar(
  car: Car,
  extra: Partial<Pick<OwnCar, 'followers' | 'expiry' | 'moderation'>> = {},
): OwnCar {
  return {
    ...car,
    followers: 0,
    moderation: null,
    expiry: car.status === 'sold' ? { expiresAt: null, expired: false } : LISTED,
    ...extra,
  };
}

export const list = (
  cars: Car[],
  page = 1,
  totalPages = 1,
  totalDocs = cars.length,
  totalCapped = false,
) => ({
  data: cars,
  totalDocs,
  totalCapped,
  limit: 12,
  page,
  totalPages,
});

/** `GET /car`'s answer (the newest listings on the home page): one page with these cars. */
export const newest = (docs: Car[]) => ({
  docs,
  totalDocs: docs.length,
  totalCapped: false,
  limit: 6,
  page: 1,
  totalPages: 1,
  hasPrevPage: false,
  hasNextPage: false,
  prevPage: null,
  nextPage: null,
});

/** Look-ups, the signed-in user's profile and subscription state. */
export function useLookups({ subscriber = false } = {}) {
  server.use(
    http.get(`${API}/brand`, () => HttpResponse.json({ data: brands })),
    http.get(`${API}/model`, ({ request }) => {
      const brand = new URL(request.url).searchParams.get('brand');
      return HttpResponse.json({ data: models.filter((m) => !brand || m.brand._id === brand) });
    }),
    http.get(`${API}/fuel`, () => HttpResponse.json({ data: fuels })),
    http.get(`${API}/body`, () => HttpResponse.json({ data: bodies })),
    http.get(`${API}/user/subscription`, () =>
      HttpResponse.json({
        subscription: subscriber
          ? {
              _id: 's1',
              status: 'active',
              startDate: '2026-11-01T00:00:00.000Z',
              endDate: '2026-12-01T00:00:00.000Z',
              referenceNumber: '97 12-345',
              createdAt: '2026-11-01T00:00:00.000Z',
            }
          : null,
        isActive: subscriber,
        payment: null,
      }),
    ),
  );
}
