import { useTranslation } from 'react-i18next';
import { DOORS, TRANSMISSIONS } from './searchParams';

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
  const transmissionLabels: Record<(typeof TRANSMISSIONS)[number], string> = {
    'Manuelni 4 brzine': t('cars:transmission.manual4'),
    'Manuelni 5 brzine': t('cars:transmission.manual5'),
    'Manuelni 6 brzine': t('cars:transmission.manual6'),
    'Automatski / poluautomatski': t('cars:transmission.automatic'),
  };
  return {
    doors: DOORS.map((id) => ({ id, name: doorLabels[id] })),
    transmissions: TRANSMISSIONS.map((id) => ({ id, name: transmissionLabels[id] })),
  };
}
