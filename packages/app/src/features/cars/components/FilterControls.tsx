import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '@autoberza/ui/Disclosure';
import { LockedSelect, Select, SelectItem } from '@autoberza/ui/Select';
import { HydratesApart } from '../../../components/HydratesApart';

const ANY = '__any';
const key = (value: string | undefined) => value || ANY;
const fromKey = (value: unknown) => (value === null || value === ANY ? undefined : String(value));

export interface Option {
  id: string;
  name: string;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | undefined) => void;
  isDisabled?: boolean;
  /** Help under the control („4x4“ obuhvata i 4x4 sa reduktorom). */
  description?: string;
}

/** One of a list, or „Sve“ (no filter). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  isDisabled,
  description,
}: FilterSelectProps) {
  const { t } = useTranslation();
  const any = t('cars:common.any');
  // A control nobody can open shows its closed look only (cheap: a screen shows up to seven).
  if (isDisabled) {
    return <LockedSelect label={label} value={options.find((o) => o.id === value)?.name ?? any} />;
  }
  const items = [{ id: ANY, name: any }, ...options];
  return (
    <HydratesApart>
      <Select
        label={label}
        items={items}
        selectedKey={key(value)}
        onSelectionChange={(k) => onChange(fromKey(k))}
        description={description}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </HydratesApart>
  );
}

/**
 * A collapsible group of the search's filters: its heading says how many of its filters are set
 * („Stanje i papiri (2)“), and it starts open when any is (or when `defaultExpanded`).
 */
export function FilterSection({
  name,
  count,
  defaultExpanded,
  children,
}: {
  name: string;
  count: number;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Disclosure
      title={count > 0 ? t('cars:search.sections.withCount', { name, count }) : name}
      defaultExpanded={defaultExpanded || count > 0}
      // Under the page's h1, beside the results' h2.
      level={2}
      className="border-t border-line pt-2"
    >
      <div className="flex flex-col gap-4 px-1 pt-1 pb-3">{children}</div>
    </Disclosure>
  );
}
