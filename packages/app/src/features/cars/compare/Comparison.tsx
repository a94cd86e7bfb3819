import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../../components/usePageTitle';
import { paths } from '../../../paths';
import { CompareTable } from './CompareTable';
import { COMPARE_PARAM, comparePath, parseCompareIds } from './compareIds';
import { removeFromTray } from './compareTray';
import { useComparedCars } from './useComparedCars';

/**
 * The comparison of up to four adverts (docs/product.md, “Comparing adverts”); the address holds
 * their ids (`/cars?compare=a,b,c`, decision 051), so a shared link shows the same adverts.
 */
export function Comparison() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareIds(params.get(COMPARE_PARAM));
  const columns = useComparedCars(ids);
  usePageTitle(t('cars:compare.page.title'));
  const remove = (id: string) => {
    removeFromTray(id);
    const rest = ids.filter((other) => other !== id);
    void navigate(comparePath(rest), { replace: true });
  };
  if (ids.length === 0) {
    return (
      <PageContainer>
        <EmptyState
          headingLevel={1}
          title={t('cars:compare.page.empty')}
          description={t('cars:compare.page.emptyText')}
          action={
            <Link href={paths.cars} variant="button">
              {t('cars:compare.page.back')}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <h1 className="mb-2 text-2xl font-bold">{t('cars:compare.page.title')}</h1>
      <p className="mb-4 text-muted">{t('cars:compare.page.intro')}</p>
      <CompareTable columns={columns} onRemove={remove} />
    </PageContainer>
  );
}
