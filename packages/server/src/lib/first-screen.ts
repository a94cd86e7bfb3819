import {
  APP_LOADER,
  FIRST_SCREEN_STATE_ID,
  ROOT_ELEMENT_ID,
  SESSION_HINT_COOKIE,
} from '@autoberza/contract';
import type { Script } from '@autoberza/contract/script';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/** What the app's server build (packages/app/src/entry-server.tsx) gives for a page. */
export interface FirstScreen {
  /** The first screen's markup, for `#root`. */
  html: string;
  /** The API answers it was rendered from, as JSON. */
  state: string;
}

/**
 * The app's first-screen renderer, in the script given: null for pages it does not render
 * (sign-in, redirects).
 */
export type RenderFirstScreen = (
  url: string,
  fetchFn: typeof fetch,
  script: Script,
) => Promise<FirstScreen | null>;

/** An API request of the app's renderer, as it reaches this server. */
export interface RendererRequest {
  method: string;
  /** Absolute (the renderer's origin); only the path and query count. */
  url: string;
  headers: [string, string][];
  body?: Buffer | undefined;
}

/**
 * Answers a renderer's API request in process (`inject`): no socket, no port to know, the same
 * routes, hooks and answers a browser gets. The request comes from the visitor's address, so
 * what the API does per visitor (a car's view counts once per visitor and hour) counts each
 * visitor. The answer's headers come as name-value pairs (a repeated header once per value).
 */
export async function answerInProcess(
  app: FastifyInstance,
  request: RendererRequest,
  remoteAddress: string,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  const url = new URL(request.url);
  const response = await app.inject({
    method: request.method as HTTPMethods,
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    remoteAddress,
    ...(request.body ? { payload: request.body } : {}),
  });
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) headers.push([name, String(one)]);
    }
  }
  return { status: response.statusCode, headers, body: response.rawPayload };
}

/** A `fetch` answered by `answerInProcess`, for a renderer running in this thread. */
export function inProcessFetch(
  app: FastifyInstance,
  visitor: { remoteAddress: string },
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await answerInProcess(
      app,
      { method: request.method, url: request.url, headers: [...request.headers], body },
      visitor.remoteAddress,
    );
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

/** JSON made safe inside a <script> element (no `</script>`, no HTML comment, no line separators). */
export function scriptSafeJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export { APP_LOADER, FIRST_SCREEN_STATE_ID, SESSION_HINT_COOKIE };

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A page whose first screen came with the HTML needs its code for interaction only, not to paint:
 * its module script becomes the app's loader (`APP_LOADER`, with the entry in `data-entry`), which
 * fetches the code once the page has loaded and painted its pictures, and the screen's modulepreloads go
 * (the entry imports what it needs). On a slow phone the styles and the largest picture (a car's
 * photo) then have the connection to themselves instead of sharing it with ~235 KB of JavaScript,
 * and the first layout has the CPU to itself instead of sharing it with the code's compilation.
 */
export function appAfterLoad(page: string): string {
  const entry = entryScript.exec(page);
  if (!entry) return page;
  return page
    .replace(entry[0], `<script defer src="${APP_LOADER}" data-entry="${entry[1]}"></script>`)
    .replace(modulePreload, '');
}

const rootElement = new RegExp(`<div id="${ROOT_ELEMENT_ID}">[\\s\\S]*</div>(\\s*</body>)`);

/**
 * index.html with the first screen in `#root` (in place of the loading shell) and its API answers
 * beside it, as a JSON data block (not a script that runs: the page's CSP allows none inline), and
 * its code started once the page has loaded (`appAfterLoad`).
 * Null if the page has no `#root` where the build puts it.
 */
export function withFirstScreen(page: string, first: FirstScreen): string | null {
  if (!rootElement.test(page)) return null;
  const state = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson(first.state)}</script>`;
  return appAfterLoad(page).replace(
    rootElement,
    (_all, end: string) => `<div id="${ROOT_ELEMENT_ID}">${first.html}</div>${state}${end}`,
  );
}

/**
 * Whether the request carries the app's session hint (the contract's SESSION_HINT_COOKIE): a
 * signed-in reader gets the loading shell, the first screen rendered here is a visitor's.
 */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * What the server splices at in the built index.html and is missing from this one: `</head>`
 * (the run-time settings and preload links), the `#root` element right before `</body>` (the
 * rendered first screen) and, for rendered pages, the module script that becomes the app's
 * loader. Empty when the page fits; the server does not start on a page that does not.
 */
export function spliceProblems(page: string, rendersPages: boolean): string[] {
  const problems: string[] = [];
  if (!page.includes('</head>')) problems.push('no </head>');
  if (!rootElement.test(page)) problems.push(`no <div id="${ROOT_ELEMENT_ID}"> before </body>`);
  if (rendersPages && !entryScript.test(page)) {
    problems.push('no <script type="module" crossorigin src="..."> (the app\'s entry)');
  }
  return problems;
}
