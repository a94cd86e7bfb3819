import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { useTranslation } from 'react-i18next';

/**
 * The loader of a screen whose code is on its way. Its caption is visible text, so the first paint
 * (also of the same markup in index.html, see app/shell.ts) is a contentful one.
 */
export function AppLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('common:loading')} showLabel />;
}
