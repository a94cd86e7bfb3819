// The first screen's budget (docs/product.md, “Performance targets”): gzipped KB of JavaScript
// before the sign-in screen is usable. It is the figure the bundle was last brought down to, so
// any growth fails and is looked at; lower it when the bundle shrinks. measure-login-js.mjs (run
// by every e2e build) and bench-web.mjs judge against it.
export const LOGIN_JS_BUDGET_KB = 144.3;
