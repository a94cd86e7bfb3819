import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { LOCALE } from '../../../i18n';

/**
 * The UI components format prices, kilometres and numbers with react-aria's locale; without a
 * provider that is the browser's language. The car screens always use sr-Latn (spec section 3).
 */
export function CarsLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={LOCALE}>{children}</I18nProvider>;
}
