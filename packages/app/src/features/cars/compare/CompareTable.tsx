import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@autoberza/ui/Button';
import { Link } from '@autoberza/ui/Link';
import { Spinner } from '@autoberza/ui/Spinner';
import { StatusRibbon } from '@autoberza/ui/StatusRibbon';
import { formatPrice } from '../../../i18n/format';
import { to } from '../../../paths';
import { cardImage } from '../carImages';
import { useCarFacts, useEquipmentWords } from '../details/carFacts';
import { equipmentRows, factRows, differ } from './compareRows';
import type { Compared } from './useComparedCars';

/** The row names stay at the left edge while the adverts scroll sideways (phones). */
const NAME_CELL =
  'sticky left-0 z-10 w-28 min-w-28 border-e border-line bg-surface p-2 text-start align-top text-sm font-normal text-muted sm:w-48 sm:min-w-48';
const CELL = 'min-w-40 border-b border-line p-2 align-top';

function RowName({ label, differs }: { label: string; differs: boolean }) {
  const { t } = useTranslation();
  return (
    <th scope="row" className={NAME_CELL}>
      <span className={differs ? 'font-semibold text-ink' : undefined}>{label}</span>
      {differs && (
        <span className="mt-1 block text-xs font-semibold text-accent-700">
          ≠ {t('cars:compare.page.different')}
        </span>
      )}
    </th>
  );
}

function Row({ label, differs, cells }: { label: string; differs: boolean; cells: ReactNode[] }) {
  return (
    <tr data-differs={differs || undefined} className={differs ? 'bg-accent-50' : undefined}>
      <RowName label={label} differs={differs} />
      {cells.map((cell, i) => (
        <td key={i} className={CELL}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

function Section({ title, span }: { title: string; span: number }) {
  return (
    <tr>
      <th
        scope="colgroup"
        colSpan={span}
        className="bg-canvas p-2 text-start text-base font-bold text-ink"
      >
        <span className="sticky left-2">{title}</span>
      </th>
    </tr>
  );
}

/** An advert's head: photo, title linking to it, and its state (sold, hidden, gone). */
function AdvertHead({ column, onRemove }: { column: Compared; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (column.state === 'shown') {
    const { car } = column;
    const title = `${car.brand.name} ${car.model.name}`;
    const image = cardImage(car, '(min-width: 1024px) 260px, 40vw');
    const ribbon = car.expiry?.expired
      ? { status: 'expired' as const, label: t('cars:status.expired') }
      : car.status === 'sold'
        ? { status: 'sold' as const, label: t('cars:status.sold') }
        : car.status === 'reserved'
          ? { status: 'reserved' as const, label: t('cars:status.reserved') }
          : null;
    body = (
      <>
        <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-canvas">
          {image && (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              alt={title}
              className="size-full object-cover"
            />
          )}
          {ribbon && <StatusRibbon status={ribbon.status} label={ribbon.label} size="sm" />}
        </div>
        <Link href={to.car(car._id)} className="font-semibold">
          {title}
        </Link>
        {car.moderation && (
          <span className="text-sm font-semibold text-danger-700">
            {t('cars:compare.page.hidden')}
          </span>
        )}
      </>
    );
  } else if (column.state === 'loading') {
    body = <Spinner label={t('cars:common.loading')} />;
  } else {
    body = (
      <p className="flex flex-col gap-1">
        <span className="font-semibold text-danger-700">
          {column.state === 'gone' ? t('cars:compare.page.gone') : t('cars:compare.page.failed')}
        </span>
        {column.state === 'gone' && (
          <span className="text-sm text-muted">{t('cars:compare.page.goneText')}</span>
        )}
      </p>
    );
  }
  return (
    <th scope="col" className={`${CELL} text-start font-normal`}>
      <div className="flex flex-col gap-2">
        {body}
        <Button variant="quiet" size="sm" onPress={() => onRemove(column.id)}>
          {t('cars:compare.page.remove')}
        </Button>
      </div>
    </th>
  );
}

/**
 * The adverts side by side (docs/product.md, “Comparing adverts”): photos, price, every stated
 * fact in rows and the equipment one has and another lacks; rows whose values differ are marked.
 */
export function CompareTable({
  columns,
  onRemove,
}: {
  columns: Compared[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const carFacts = useCarFacts();
  const equipmentWords = useEquipmentWords();
  const shown = columns.flatMap((c) => (c.state === 'shown' ? [c.car] : []));
  // The rows are of the shown adverts; a gone advert's cells stay empty.
  const at = <T,>(values: T[], empty: T) => {
    let next = 0;
    return columns.map((c) => (c.state === 'shown' ? values[next++]! : empty));
  };
  const notStated = (
    <span className="text-muted">
      <span aria-hidden>—</span>
      <span className="sr-only">{t('cars:compare.page.notStated')}</span>
    </span>
  );
  const prices = shown.map((car) => formatPrice(car.price));
  const facts = factRows(shown.map(carFacts));
  const equipment = equipmentRows(
    equipmentWords,
    shown.map((car) => car.equipment),
  );
  const span = columns.length + 1;
  return (
    <div
      role="region"
      aria-labelledby="compare-table-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full border-separate border-spacing-0">
        <caption id="compare-table-caption" className="sr-only">
          {t('cars:compare.page.table')}
        </caption>
        <thead>
          <tr>
            <td className={NAME_CELL}>
              <span className="sr-only">{t('cars:compare.page.advert')}</span>
            </td>
            {columns.map((column) => (
              <AdvertHead key={column.id} column={column} onRemove={onRemove} />
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t('cars:compare.page.price')}
            differs={differ(prices)}
            cells={at(
              prices.map((price) => (
                <span className="text-lg font-bold text-accent-700">{price}</span>
              )),
              null,
            )}
          />
          <Section title={t('cars:compare.page.general')} span={span} />
          {facts.map((row) => (
            <Row
              key={row.key}
              label={row.label}
              differs={row.differs}
              cells={at(
                row.values.map((value) => value ?? notStated),
                null,
              )}
            />
          ))}
          <Section title={t('cars:details.sections.equipment')} span={span} />
          {equipment.length === 0 ? (
            <tr>
              <td colSpan={span} className="p-2 text-muted">
                {t('cars:compare.page.noEquipment')}
              </td>
            </tr>
          ) : (
            equipment.map((row) => (
              <Row
                key={row.key}
                label={row.label}
                differs={row.differs}
                cells={at(
                  row.has.map((has) =>
                    has ? (
                      <span className="text-success-700">
                        <span aria-hidden>✓ </span>
                        {t('cars:compare.page.has')}
                      </span>
                    ) : (
                      <span className="text-muted">
                        <span aria-hidden>✕ </span>
                        {t('cars:compare.page.lacks')}
                      </span>
                    ),
                  ),
                  null,
                )}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
