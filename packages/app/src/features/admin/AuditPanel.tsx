import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminListAuditActorsQuery, useAdminListAuditQuery } from '@autoberza/api-client';
import type { AuditEntry } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatDate, formatDay, formatDinars, formatTime } from '../../i18n/format';
import { Pager } from '../../components/Pager';

const PAGE_SIZE = 20;
const ALL = 'all';

type Action = AuditEntry['action'];
type TargetKind = AuditEntry['target']['kind'];

const actionKey = {
  'user.approve': 'admin:audit.actions.user.approve',
  'user.reject': 'admin:audit.actions.user.reject',
  'user.block': 'admin:audit.actions.user.block',
  'user.unblock': 'admin:audit.actions.user.unblock',
  'subscription.activate': 'admin:audit.actions.subscription.activate',
  'subscription.extend': 'admin:audit.actions.subscription.extend',
  'subscription.cancel': 'admin:audit.actions.subscription.cancel',
  'car.remove': 'admin:audit.actions.car.remove',
  'car.dismissReports': 'admin:audit.actions.car.dismissReports',
  'car.hide': 'admin:audit.actions.car.hide',
  'car.keepHidden': 'admin:audit.actions.car.keepHidden',
  'car.restore': 'admin:audit.actions.car.restore',
  'contactMessage.handle': 'admin:audit.actions.contactMessage.handle',
  'contactMessage.reopen': 'admin:audit.actions.contactMessage.reopen',
  'contactMessage.answer': 'admin:audit.actions.contactMessage.answer',
  'statementEntry.dismiss': 'admin:audit.actions.statementEntry.dismiss',
} as const satisfies Record<Action, string>;

const targetKey = {
  user: 'admin:audit.targets.user',
  subscription: 'admin:audit.targets.subscription',
  car: 'admin:audit.targets.car',
  contactMessage: 'admin:audit.targets.contactMessage',
  statementEntry: 'admin:audit.targets.statementEntry',
} as const satisfies Record<TargetKind, string>;

const ACTIONS = Object.keys(actionKey) as Action[];
const TARGETS = Object.keys(targetKey) as TargetKind[];

/** The filters live in the address (?admin=&action=&target=&id=&page=), so a view can be bookmarked. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed?: readonly T[]) => {
    const value = params.get(name) ?? undefined;
    return value && (!allowed || allowed.includes(value as T)) ? (value as T) : undefined;
  };
  const filters = {
    actorId: pick('admin'),
    action: pick('action', ACTIONS),
    targetKind: pick('target', TARGETS),
    targetId: pick('id'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // A new filter starts on its first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { filters, update };
}

function AuditItem({
  entry,
  onShowTarget,
}: {
  entry: AuditEntry;
  onShowTarget: (entry: AuditEntry) => void;
}) {
  const { t } = useTranslation();
  const { details } = entry;
  const payment =
    details && typeof details.paidOn === 'string' && typeof details.amount === 'number'
      ? t('admin:audit.payment', {
          amount: formatDinars(details.amount),
          date: formatDay(details.paidOn),
          months: details.months ?? 1,
        })
      : null;
  return (
    <li className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4">
      <p className="text-sm [overflow-wrap:anywhere] text-muted">
        <time dateTime={entry.createdAt}>
          {t('admin:audit.at', {
            date: formatDate(entry.createdAt),
            time: formatTime(entry.createdAt),
          })}
        </time>
        {' · '}
        {entry.actor.email}
      </p>
      <p className="font-semibold">{t(actionKey[entry.action])}</p>
      <p className="[overflow-wrap:anywhere]">
        {t(targetKey[entry.target.kind])}: {entry.target.label}
      </p>
      {entry.reason && (
        <p>
          {t('admin:audit.reason')}: {entry.reason}
        </p>
      )}
      {payment && <p>{payment}</p>}
      <div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('admin:audit.showTarget', { label: entry.target.label })}
          onPress={() => onShowTarget(entry)}
        >
          {t('admin:audit.showTargetShort')}
        </Button>
      </div>
    </li>
  );
}

/** The audit log: every admin action, newest first, filtered by admin, action and target. */
export function AuditPanel() {
  const { t } = useTranslation();
  const { filters, update } = useAuditFilters();
  const actors = useAdminListAuditActorsQuery().data?.data ?? [];
  const { data, isLoading, isFetching, error } = useAdminListAuditQuery({
    ...filters,
    limit: PAGE_SIZE,
  });
  const entries = data?.data ?? [];
  const targetLabel = filters.targetId
    ? entries.find((e) => e.target._id === filters.targetId)?.target.label
    : undefined;

  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching}>
      <form
        aria-label={t('admin:audit.filters')}
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Select
          label={t('admin:audit.admin')}
          selectedKey={filters.actorId ?? ALL}
          onSelectionChange={(key) => update({ admin: key === ALL ? undefined : String(key) })}
        >
          {[
            <SelectItem key={ALL} id={ALL}>
              {t('admin:audit.allAdmins')}
            </SelectItem>,
            ...actors.map((a) => (
              <SelectItem key={a._id} id={a._id} textValue={a.email}>
                {a.email}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={t('admin:audit.action')}
          selectedKey={filters.action ?? ALL}
          onSelectionChange={(key) => update({ action: key === ALL ? undefined : String(key) })}
        >
          {[
            <SelectItem key={ALL} id={ALL}>
              {t('admin:audit.allActions')}
            </SelectItem>,
            ...ACTIONS.map((a) => (
              <SelectItem key={a} id={a}>
                {t(actionKey[a])}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={t('admin:audit.target')}
          selectedKey={filters.targetKind ?? ALL}
          onSelectionChange={(key) =>
            update({ target: key === ALL ? undefined : String(key), id: undefined })
          }
        >
          {[
            <SelectItem key={ALL} id={ALL}>
              {t('admin:audit.allTargets')}
            </SelectItem>,
            ...TARGETS.map((k) => (
              <SelectItem key={k} id={k}>
                {t(targetKey[k])}
              </SelectItem>
            )),
          ]}
        </Select>
      </form>
      {filters.targetId && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="[overflow-wrap:anywhere]">
            {t('admin:audit.onlyTarget', { label: targetLabel ?? filters.targetId })}
          </p>
          <Button size="sm" variant="secondary" onPress={() => update({ id: undefined })}>
            {t('admin:audit.clearTarget')}
          </Button>
        </div>
      )}
      {isLoading ? (
        <Spinner label={t('common:loading')} />
      ) : error ? (
        <p role="alert">{t('common:errors.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p>{t('admin:audit.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditItem
              key={entry._id}
              entry={entry}
              onShowTarget={(e) => update({ target: e.target.kind, id: e.target._id })}
            />
          ))}
        </ul>
      )}
      <Pager
        page={filters.page}
        pageCount={data?.totalPages ?? 1}
        onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
      />
    </div>
  );
}
