import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { useTranslation } from 'react-i18next';

export function AppLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('common:loading')} />;
}
