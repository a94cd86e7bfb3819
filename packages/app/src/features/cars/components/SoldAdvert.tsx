import { useTranslation } from 'react-i18next';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths, to } from '../../../paths';

/**
 * `/edit/:id` of a sold advert: sold is final (docs/product.md, “Sold is final”), so instead of a
 * form that would be refused on save, a sentence and the ways back.
 */
export function SoldAdvert({ carId, title }: { carId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer width="narrow">
      <EmptyState
        headingLevel={1}
        title={t('cars:form.soldTitle')}
        description={t('cars:form.soldText', { name: title })}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link href={to.car(carId)} variant="button">
              {t('cars:form.soldBack')}
            </Link>
            <Link href={paths.myCars} variant="button-secondary">
              {t('cars:form.soldMyCars')}
            </Link>
          </div>
        }
      />
    </PageContainer>
  );
}
