// The screens' texts in the shown script only (docs/product.md, “Two scripts”): a reader of
// Cyrillic has every namespace in Cyrillic and loads the Latin screens' texts only on turning to
// Latin. Runs apart (vite.config.ts): the texts a file before it loaded would hide a load here.
import { afterAll, describe, expect, it } from 'vitest';
import i18n, { loadScreenNamespaces } from '../../src/i18n';
import { showScript } from '../../src/i18n/showScript';

afterAll(() => showScript('sr-Latn'));

describe('the screens’ texts', () => {
  it('are not loaded in Latin for a reader of Cyrillic, until they turn to Latin', async () => {
    expect(i18n.hasResourceBundle('sr-Latn', 'cars')).toBe(false);
    await showScript('sr-Cyrl');
    await loadScreenNamespaces();
    expect(i18n.t('cars:search.submit')).toBe('Претражи');
    expect(i18n.hasResourceBundle('sr-Latn', 'cars')).toBe(false);

    await showScript('sr-Latn');
    expect(i18n.t('cars:search.submit')).toBe('Pretraži');
    expect(i18n.t('admin:title')).toBe('Administracija');
    expect(i18n.t('pages:about.title', { defaultValue: 'none' })).not.toBe('none');
  });

  it('are loaded once for a reader of Latin', async () => {
    await loadScreenNamespaces();
    await loadScreenNamespaces();
    expect(i18n.t('profile:title', { defaultValue: 'none' })).not.toBe('none');
  });
});
