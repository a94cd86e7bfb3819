import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { appShellHtml } from '../../src/app/shell';
import { AppLoader } from '../../src/components/AppLoader';
import i18n from '../../src/i18n';

/** Tag, classes and the attributes a user or a screen reader meets, for every element. */
function outline(html: string): unknown {
  const root = document.createElement('div');
  root.innerHTML = html;
  const walk = (el: Element): unknown => ({
    tag: el.tagName,
    class: el.getAttribute('class'),
    attrs: ['role', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-hidden'].map((a) =>
      el.getAttribute(a),
    ),
    text: el.children.length ? null : el.textContent,
    children: [...el.children].map(walk),
  });
  return [...root.children].map(walk);
}

describe('the loading screen in index.html', () => {
  it('is the AppLoader React renders, with its text from the locale', () => {
    const rendered = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AppLoader />
      </I18nextProvider>,
    );
    const shell = appShellHtml(i18n.t('common:loading'));
    expect(shell).toContain('aria-label="Učitavanje..."');
    // Visible text: the first paint is a contentful one.
    expect(shell).toContain('>Učitavanje...</p>');
    expect(outline(shell)).toEqual(outline(rendered));
  });
});

describe('index.html', () => {
  it("has react-aria's pressable style already, so react-aria adds none once the page has rendered", async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { dirname, join } = await import('node:path');
    const fromApp = createRequire(join(import.meta.dirname, '..', '..', 'package.json'));
    const reactAria = dirname(
      createRequire(fromApp.resolve('react-aria-components')).resolve('react-aria/package.json'),
    );
    const usePress = readFileSync(
      join(reactAria, 'dist', 'private', 'interactions', 'usePress.mjs'),
      'utf8',
    );
    const id = /STYLE_ID = '([^']+)'/.exec(usePress)?.[1];
    const rule = /\[\$\{[^}]+\}\] \{\s*([^}]+?)\s*\}/.exec(usePress)?.[1];
    expect(usePress).toContain('getElementById($d27d541f9569d26d$var$STYLE_ID)) return;');
    const page = document.createElement('html');
    page.innerHTML = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const style = page.querySelector(`style#${id}`);
    expect(style, `<style id="${id}">`).not.toBeNull();
    expect(style!.textContent).toContain('[data-react-aria-pressable]');
    expect(style!.textContent).toContain(rule);
  });
});
