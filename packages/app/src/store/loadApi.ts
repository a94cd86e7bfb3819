/**
 * The API client (RTK Query, every generated endpoint) joins the store on first use: route
 * loaders await this before a screen that calls the server renders; the sign-in screen loads it
 * once it is on screen, or at the latest when the form is sent.
 */
export function loadApi() {
  return import('./api');
}
