import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage, useRenewCarByLinkMutation } from '@autoberza/api-client';
import type { RenewCarByLinkApiArg } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';
import { formatDate } from '../../i18n/format';
import { paths, to } from '../../paths';
import { useAppSelector } from '../../store/hooks';

/** How long a mailed renewal link works (the server refuses older ones with 410). */
export const RENEWAL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** The link's advert, issue time and signature; undefined when a part is missing. */
function linkOf(params: URLSearchParams): RenewCarByLinkApiArg | undefined {
  const car = params.get('car') ?? '';
  const iat = Number(params.get('iat'));
  const token = params.get('token') ?? '';
  if (!car || !token || !Number.isInteger(iat) || iat <= 0) return undefined;
  return { car, iat, token };
}

/**
 * `/adverts/renew?car=…&iat=…&token=…`: the renewal link of an advert's expiry mails
 * (docs/product.md, “Expiry and renewal”). Opening it changes nothing (mail scanners open links);
 * the one button renews the advert (the signed link is the permission; no sign-in). A link older
 * than 30 days says to renew in „Moji oglasi“ instead.
 */
export default function RenewAdvertPage() {
  const { t } = useTranslation();
  usePageTitle(t('cars:renew.title'));
  const [params] = useSearchParams();
  const link = linkOf(params);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [renew, { data, error, isLoading }] = useRenewCarByLinkMutation();
  const expired =
    (link !== undefined && Date.now() - link.iat * 1000 > RENEWAL_LINK_DAYS * DAY_MS) ||
    (error !== undefined && (error as { status?: unknown }).status === 410);

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">
        {expired ? t('cars:renew.expiredTitle') : t('cars:renew.title')}
      </h1>
      <div role="status" className="mb-6 max-w-prose">
        {!link ? (
          <p>{t('cars:renew.missing')}</p>
        ) : expired ? (
          <p>{t('cars:renew.expired', { days: RENEWAL_LINK_DAYS })}</p>
        ) : data ? (
          <p className="font-semibold">
            {t('cars:renew.done', { name: data.title, date: formatDate(data.expiresAt) })}
          </p>
        ) : error ? (
          <>
            <p className="mb-2 font-semibold">{t('cars:renew.failed')}</p>
            <p>{serverMessage(error) ?? t('common:errors.generic')}</p>
          </>
        ) : null}
      </div>
      {link && !expired && !data && (
        <div className="mb-6 max-w-prose">
          <p className="mb-4">{t('cars:renew.ask')}</p>
          <Button isPending={isLoading} onPress={() => void renew(link)}>
            {t('cars:renew.button')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-4">
        {data && <Link href={to.car(data._id)}>{t('cars:renew.toAdvert')}</Link>}
        <Link href={signedIn ? paths.myCars : paths.login}>
          {signedIn ? t('cars:renew.toMyCars') : t('cars:renew.toLogin')}
        </Link>
      </div>
    </PageContainer>
  );
}
