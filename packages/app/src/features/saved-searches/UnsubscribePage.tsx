import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage, useUnsubscribeSavedSearchMutation } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';

/**
 * `/saved-searches/unsubscribe?ids=…&token=…`: the link of an alert mail. One click turns the
 * search's alerts off (the signed link is the permission; no sign-in) and says so.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  usePageTitle(t('cars:saved.unsubscribeTitle'));
  const [params] = useSearchParams();
  const ids = params.get('ids') ?? '';
  const token = params.get('token') ?? '';
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [unsubscribe, { data, error, isUninitialized, isLoading }] =
    useUnsubscribeSavedSearchMutation();
  const asked = useRef(false);
  const complete = ids !== '' && token !== '';

  useEffect(() => {
    if (asked.current || !complete) return;
    asked.current = true;
    void unsubscribe({ ids, token });
  }, [complete, ids, token, unsubscribe]);

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">{t('cars:saved.unsubscribeTitle')}</h1>
      <div role="status" className="mb-6 max-w-prose">
        {!complete ? (
          <p>{t('cars:saved.unsubscribeMissing')}</p>
        ) : isUninitialized || isLoading ? (
          <p>{t('cars:saved.unsubscribing')}</p>
        ) : data ? (
          <>
            <p className="mb-2 font-semibold">{data.message}</p>
            <p>{t('cars:saved.unsubscribeDone')}</p>
          </>
        ) : (
          <>
            <p className="mb-2 font-semibold">{t('cars:saved.unsubscribeFailed')}</p>
            <p>{serverMessage(error) ?? t('common:errors.generic')}</p>
          </>
        )}
      </div>
      <Link href={signedIn ? paths.savedSearches : paths.home}>
        {signedIn ? t('cars:saved.toSavedSearches') : t('cars:saved.toHome')}
      </Link>
    </PageContainer>
  );
}
