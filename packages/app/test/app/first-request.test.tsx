import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeCar, useLookups } from '../features/cars/fixtures';
import { renderApp, seller } from '../render';
import { API, server } from '../server';

// The detail screen's code never arrives in this file: whatever asks for the car is the route,
// not the screen.
vi.mock('../../src/features/cars/CarDetailPage', () => new Promise(() => {}));

describe("a screen's first request goes out beside its code", () => {
  it('the car detail asks for its car while the screen is still loading', async () => {
    useLookups();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/car/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(makeCar({ _id: String(params.id) }));
      }),
    );
    renderApp('/car/abc123', { auth: seller });
    await waitFor(() => expect(asked).toEqual(['abc123']));
    // The screen itself has not rendered: its heading never appears.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('other screens send nothing ahead', async () => {
    useLookups();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/car/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(makeCar());
      }),
    );
    renderApp('/about-us', { auth: seller });
    await screen.findByRole('heading', { name: 'O nama' });
    expect(asked).toEqual([]);
  });
});
