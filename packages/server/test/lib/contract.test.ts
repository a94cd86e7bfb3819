import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_LOADER, ROOT_ELEMENT_ID, pathTo, paths } from '@autoberza/contract';
import { describe, expect, it } from 'vitest';
import { spliceProblems } from '../../src/lib/first-screen.ts';

const appFolder = fileURLToPath(new URL('../../../app/', import.meta.url));

describe('the contract between the app and the server', () => {
  it("holds for the app's page template and its loader", () => {
    const template = readFileSync(path.join(appFolder, 'index.html'), 'utf8');
    expect(template).toContain(`<div id="${ROOT_ELEMENT_ID}"></div>`);
    expect(existsSync(path.join(appFolder, 'public', APP_LOADER))).toBe(true);
  });

  it('fills route patterns for links in mail and push', () => {
    expect(pathTo(paths.car, { id: 'a1' })).toBe('/car/a1');
    expect(pathTo(paths.verifyEmail, { token: 'x/y?z' })).toBe('/verify-email/x%2Fy%3Fz');
    expect(pathTo(paths.myCars)).toBe('/user/cars');
    expect(() => pathTo(paths.car)).toThrow(':id');
  });

  it('names every marker a built page lacks', () => {
    const page =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    expect(spliceProblems(page, true)).toEqual([]);
    expect(spliceProblems('<html><body></body></html>', true)).toEqual([
      'no </head>',
      'no <div id="root"> before </body>',
      'no <script type="module" crossorigin src="..."> (the app\'s entry)',
    ]);
    expect(
      spliceProblems('<html><head></head><body><div id="root"></div></body></html>', false),
    ).toEqual([]);
  });
});
