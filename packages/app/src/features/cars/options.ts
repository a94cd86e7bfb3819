import { useTranslation } from 'react-i18next';
import { TRANSMISSION_KEYS } from '@autoberza/contract/catalogue';
import { DOORS, TRANSMISSIONS } from './searchParams';

const TRANSMISSION_LABELS = {
  manual4: 'cars:transmission.manual4',
  manual5: 'cars:transmission.manual5',
  manual6: 'cars:transmission.manual6',
  automatic: 'cars:transmission.automatic',
} as const;

/**
 * A stored transmission as a reader sees it: "Manuelni 5 brzine" (the original client's words,
 * kept on the wire) reads "Manuelni, 5 brzina". A value not among the fixed ones shows as stored.
 */
export function useTransmissionLabel() {
  const { t } = useTranslation();
  return (value: string | null | undefined): string | null | undefined => {
    const key = value ? TRANSMISSION_KEYS[value as keyof typeof TRANSMISSION_KEYS] : undefined;
    return key ? t(TRANSMISSION_LABELS[key]) : value;
  };
}

/**
 * The doors and transmission options (docs/product.md, “Fields”): the server stores the Serbian
 * words.
 */
export function useCarOptions() {
  const { t } = useTranslation();
  const doorLabels: Record<(typeof DOORS)[number], string> = {
    '2/3 vrata': t('cars:doors.twoThree'),
    '4/5 vrata': t('cars:doors.fourFive'),
  };
  const transmissionLabel = useTransmissionLabel();
  return {
    doors: DOORS.map((id) => ({ id, name: doorLabels[id] })),
    transmissions: TRANSMISSIONS.map((id) => ({ id, name: transmissionLabel(id) ?? id })),
  };
}
