import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../paths';
import { CompareTable } from './compare/CompareTable';
import { comparePath, parseCompareIds } from './compare/compareIds';
import { removeFromTray } from './compare/compareTray';
import { useComparedCars } from './compare/useComparedCars';

/**
 * The comparison of up to four adverts (docs/product.md, “Comparing adverts”); the address holds
 * their ids (`/compare?ids=a,b,c`), so a shared link shows the same adverts.
 */
export default function ComparePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareIds(params.get('ids'));
  const columns = useComparedCars(ids);
  usePageTitle(t('cars:compare.page.title'));
  const remove = (id: string) => {
    removeFromTray(id);
    const rest = ids.filter((other) => other !== id);
    void navigate(rest.length > 0 ? comparePath(rest) : paths.compare, { replace: true });
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
