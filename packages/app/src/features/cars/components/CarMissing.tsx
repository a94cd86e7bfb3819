import { useTranslation } from 'react-i18next';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths } from '../../../paths';

/** True for the API's "no such car" answer (removed, or a wrong address). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * A car that could not be shown: a heading, a sentence and a way back. A missing car (404) says
 * so; any other failure says to try again.
 */
export function CarMissing({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <EmptyState
        headingLevel={1}
        title={notFound ? t('cars:missing.title') : t('cars:missing.failedTitle')}
        description={notFound ? t('cars:missing.text') : t('cars:missing.failedText')}
        action={
          <Link href={paths.cars} variant="button">
            {t('cars:missing.back')}
          </Link>
        }
      />
    </PageContainer>
  );
}
