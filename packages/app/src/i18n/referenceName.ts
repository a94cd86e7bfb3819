import { useTranslation } from 'react-i18next';
import { transliterate } from './transliterate';

/**
 * A name of the reference data (a city, a fuel, a body) in the script the reader reads
 * (docs/product.md, “Two scripts”): the server keeps them in Latin, and a Cyrillic page writes them
 * by the rules of the app's own texts. Brands and models are names of their makers and stay as
 * written, as does everything users wrote.
 */
export function useReferenceName(): (name: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const cyrillic = i18n.language === 'sr-Cyrl';
  return (name) => (!name ? '' : cyrillic ? transliterate(name, 'sr-Cyrl') : name);
}
