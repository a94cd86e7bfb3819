import { useTranslation } from 'react-i18next';
import { useGetLegalFactsQuery } from '@autoberza/api-client';
import type { Duration, LegalFacts } from '@autoberza/api-client';
import { formatDate } from '../../i18n/format';

const UNIT_KEYS = {
  minutes: 'pages:duration.minutes',
  hours: 'pages:duration.hours',
  days: 'pages:duration.days',
} as const;

/**
 * What the terms and the privacy notice take from the server (GET /api/legal): the operator, the
 * texts' versions and every retention period, each as the code keeps it; and the helpers that
 * say them in Serbian ("2 sata", "30 dana"; "Verzija 2, na snazi od 28. novembra 2026").
 */
export function useLegalFacts() {
  const { t } = useTranslation();
  const query = useGetLegalFactsQuery();
  const period = (value: Duration) => t(UNIT_KEYS[value.unit], { count: value.amount });
  const versionLine = (
    key: 'pages:terms.version' | 'pages:privacy.version',
    text: LegalFacts['texts']['terms'],
  ) => t(key, { version: text.version, date: formatDate(`${text.date}T12:00:00Z`) });
  return { ...query, period, versionLine };
}
