import { useTranslation } from 'react-i18next';
import { PageContainer } from '@autoberza/ui/PageContainer';

/** The car screens are issue 6; until they land each route shows its title and a notice. */
export function CarsPending({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <p>{t('cars:pending')}</p>
    </PageContainer>
  );
}
