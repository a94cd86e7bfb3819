import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRenewCarByLinkMutation } from '@autoberza/api-client';
import type { RenewCarByLinkApiArg } from '@autoberza/api-client';
import { Link } from '@autoberza/ui/Link';
import { SignedLinkPage } from '../../components/SignedLinkPage';
import { formatDate } from '../../i18n/format';
import { paths, to } from '../../paths';
import { useAppSelector } from '../../store/hooks';

/** How long a mailed renewal link works (the server refuses older ones with 410). */
export const RENEWAL_LINK_DAYS = 30;

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
 * (docs/product.md, “Expiry and renewal”): its one button renews the advert. A link older than 30
 * days says to renew in „Moji oglasi“ instead.
 */
export default function RenewAdvertPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = linkOf(params);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [renew, request] = useRenewCarByLinkMutation();

  return (
    <SignedLinkPage
      texts={{
        title: t('cars:renew.title'),
        expiredTitle: t('cars:renew.expiredTitle'),
        missing: t('cars:renew.missing'),
        expired: t('cars:renew.expired', { days: RENEWAL_LINK_DAYS }),
        ask: t('cars:renew.ask'),
        button: t('cars:renew.button'),
        failed: t('cars:renew.failed'),
      }}
      issuedAt={link?.iat}
      validDays={RENEWAL_LINK_DAYS}
      request={request}
      onPress={() => {
        if (link) void renew(link);
      }}
      done={(data) => (
        <p className="font-semibold">
          {t('cars:renew.done', { name: data.title, date: formatDate(data.expiresAt) })}
        </p>
      )}
      links={({ result }) => (
        <>
          {result && <Link href={to.car(result._id)}>{t('cars:renew.toAdvert')}</Link>}
          <Link href={signedIn ? paths.myCars : paths.login}>
            {signedIn ? t('cars:renew.toMyCars') : t('cars:renew.toLogin')}
          </Link>
        </>
      )}
    />
  );
}
