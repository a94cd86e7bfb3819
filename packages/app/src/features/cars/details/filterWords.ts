import { useTranslation } from 'react-i18next';
import { filtersFromParams } from '../searchParams';
import {
  CHOICE_LABELS,
  DAMAGE_LABELS,
  EQUIPMENT_LABELS,
  FIELD_LABELS,
  ORIGIN_LABELS,
} from './labels';

/**
 * The keyword and the detail filters of a search in words („golf“ · Polovno vozilo · Pogon: 4x4 ·
 * Registrovan · Oprema: ABS, Navigacija), for a saved search's line. `query` is the search as
 * sent to GET /car/search; values the search would drop are left out here too.
 */
export function useDetailFilterWords() {
  const { t } = useTranslation();
  return (query: Record<string, unknown>): { keyword?: string; details: string[] } => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null) params.set(key, String(value));
    const f = filtersFromParams(params);
    const field = (name: keyof typeof FIELD_LABELS, value: string) =>
      t('cars:saved.summary.field', { field: t(FIELD_LABELS[name]), value });
    const details: string[] = [];
    if (f.condition) details.push(t(CHOICE_LABELS.condition[f.condition]));
    if (f.drive) details.push(field('drive', t(CHOICE_LABELS.drive[f.drive])));
    if (f.colour) details.push(field('colour', t(CHOICE_LABELS.colour[f.colour])));
    if (f.origin) details.push(t(ORIGIN_LABELS[f.origin]));
    if (f.registered) details.push(t('cars:saved.summary.registered'));
    if (f.damage) details.push(t(DAMAGE_LABELS[f.damage]));
    if (f.vat) details.push(t(CHOICE_LABELS.vat[f.vat]));
    if (f.ownersMax !== undefined)
      details.push(
        f.ownersMax === 0
          ? t('cars:saved.summary.ownersNone')
          : t('cars:saved.summary.ownersMax', { count: f.ownersMax }),
      );
    if (f.equipment)
      details.push(
        t('cars:saved.summary.equipment', {
          items: f.equipment.map((item) => t(EQUIPMENT_LABELS[item])).join(', '),
        }),
      );
    return {
      keyword: f.q ? t('cars:saved.summary.keyword', { text: f.q }) : undefined,
      details,
    };
  };
}
