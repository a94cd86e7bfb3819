import { useTranslation } from 'react-i18next';
import { CarsPending } from './CarsPending';

export default function CarFormPage() {
  const { t } = useTranslation();
  return <CarsPending title={t('cars:titles.form')} />;
}
