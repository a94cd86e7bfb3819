import { useTranslation } from 'react-i18next';
import type { Dealer } from '@autoberza/api-client';
import { formatDate } from '../../../i18n/format';
import { useReferenceName } from '../../../i18n/referenceName';

/** A map service's search for the address (no embedded map: docs/product.md, “The dealer's page”). */
export function mapSearchUrl(address: string, city: string | undefined): string {
  const query = [address, city, 'Srbija'].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium sm:w-36">{term}</dt>
      <dd className="min-w-0 break-words text-muted">{children}</dd>
    </div>
  );
}

/**
 * The head of the dealer's page: who they are (the company, or the person), the company's
 * identifiers, where and when to find them, and how much they trade.
 */
export function DealerCard({ dealer, headingId }: { dealer: Dealer; headingId: string }) {
  const { t } = useTranslation();
  const { company } = dealer;
  const person = `${dealer.firstName} ${dealer.lastName}`;
  const referenceName = useReferenceName();
  const city = dealer.city?.name;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-xl border border-line p-4 sm:p-6">
      <h1 id={headingId} className="text-2xl font-bold break-words">
        {company ? company.name : person}
      </h1>
      <p className="mt-1 text-muted">
        {company ? t('cars:dealer.legalEntity') : t('cars:dealer.person')}
        {' · '}
        {t('cars:dealer.memberSince', { date: formatDate(dealer.memberSince) })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('cars:dealer.countsLabel')}>
        <li className="rounded-lg bg-canvas px-3 py-2">
          <span className="text-xl font-semibold">{dealer.activeAdverts}</span>{' '}
          {t('cars:dealer.active', { count: dealer.activeAdverts })}
        </li>
        <li className="rounded-lg bg-canvas px-3 py-2">
          <span className="text-xl font-semibold">{dealer.soldLast90Days}</span>{' '}
          {t('cars:dealer.sold', { count: dealer.soldLast90Days })}
        </li>
      </ul>
      <dl className="mt-4">
        {company && (
          <>
            <Fact term={t('cars:dealer.pib')}>{company.pib}</Fact>
            <Fact term={t('cars:dealer.registrationNumber')}>{company.registrationNumber}</Fact>
            <Fact term={t('cars:dealer.contactPerson')}>{person}</Fact>
          </>
        )}
        {(company?.address || city) && (
          <Fact term={t('cars:dealer.address')}>
            {company?.address ? (
              <>
                {[company.address, referenceName(city)].filter(Boolean).join(', ')}{' '}
                {/* A plain anchor: the router would take a Link's address for one of its own. */}
                <a
                  href={mapSearchUrl(company.address, city)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary-700 underline"
                >
                  {t('cars:dealer.onMap')}
                </a>
              </>
            ) : (
              referenceName(city)
            )}
          </Fact>
        )}
        {company && company.phones.length > 0 && (
          <Fact term={t('cars:dealer.phones')}>
            <ul>
              {company.phones.map((phone) => (
                <li key={phone}>
                  <a
                    href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                    className="text-primary-700 underline"
                  >
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        {company?.hours && (
          <Fact term={t('cars:dealer.hours')}>
            <span className="whitespace-pre-line">{company.hours}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}
