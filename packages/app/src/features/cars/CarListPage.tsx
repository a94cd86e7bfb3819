import { useTranslation } from 'react-i18next';
import { CarsPending } from './CarsPending';

export default function CarListPage() {
  const { t } = useTranslation();
  return <CarsPending title={t('cars:titles.list')} />;
}
