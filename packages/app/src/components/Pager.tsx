import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationProps } from '@autoberza/ui/Pagination';

/** The page links under a list, with the app's words; nothing when there is one page. */
export function Pager(
  props: Omit<PaginationProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel'>,
) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      label={t('cars:common.pages')}
      previousLabel={t('cars:common.previousPage')}
      nextLabel={t('cars:common.nextPage')}
      pageLabel={(page) => t('cars:common.page', { page })}
    />
  );
}
