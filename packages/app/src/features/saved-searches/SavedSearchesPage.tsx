import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeleteSavedSearchMutation,
  useGetBrandsQuery,
  useGetModelsQuery,
  useGetSavedSearchesQuery,
  useMarkSavedSearchSeenMutation,
  useUpdateSavedSearchMutation,
} from '@autoberza/api-client';
import type { SavedSearch } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { CountBadge } from '@autoberza/ui/CountBadge';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { EmptyState } from '@autoberza/ui/EmptyState';
import { FullScreenLoader } from '@autoberza/ui/FullScreenLoader';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { TextField } from '@autoberza/ui/TextField';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useErrorToast, useNotify } from '../../components/useNotify';
import { usePageTitle } from '../../components/usePageTitle';
import { formatPrice } from '../../i18n/format';
import { paths } from '../../paths';
import { useDetailFilterWords } from '../cars';
import { ALERT_LABELS, ALERTS } from './SaveSearchButton';
import { carsQueryOf, MAX_NAME_LENGTH, MAX_SAVED_SEARCHES, nameProblem } from './savedFilters';

/**
 * A short line of what the search looks for: the keyword, brand and model, price and year bounds,
 * the car's details.
 */
function useSummary(filters: SavedSearch['filters']) {
  const { t } = useTranslation();
  const detailWords = useDetailFilterWords();
  const { data } = useGetBrandsQuery();
  const brandId = typeof filters.brand === 'string' ? filters.brand : undefined;
  const { data: models } = useGetModelsQuery(
    { brand: brandId },
    { skip: !brandId || typeof filters.model !== 'string' },
  );
  const { keyword, details } = detailWords(filters);
  const parts: string[] = keyword ? [keyword] : [];
  const brand = data?.data.find((b) => b._id === filters.brand);
  const model = models?.data.find((m) => m._id === filters.model);
  if (brand) parts.push(model ? `${brand.name} ${model.name}` : brand.name);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const priceMin = num(filters.priceMin);
  const priceMax = num(filters.priceMax);
  if (priceMin !== undefined) parts.push(`${t('cars:search.priceFrom')} ${formatPrice(priceMin)}`);
  if (priceMax !== undefined) parts.push(`${t('cars:search.priceTo')} ${formatPrice(priceMax)}`);
  const yearFrom = num(filters.yearFrom);
  const yearTo = num(filters.yearTo);
  if (yearFrom !== undefined) parts.push(`${t('cars:search.yearFrom')} ${yearFrom}.`);
  if (yearTo !== undefined) parts.push(`${t('cars:search.yearTo')} ${yearTo}.`);
  parts.push(...details);
  return parts.length > 0 ? parts.join(' · ') : t('cars:saved.allFilters');
}

function RenameDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [update, { isLoading }] = useUpdateSavedSearchMutation();
  const [name, setName] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const value = name ?? search?.name ?? '';
  const problemText = (v: string) => {
    const problem = nameProblem(v);
    if (problem === 'required') return t('cars:saved.nameRequired');
    if (problem === 'tooLong') return t('cars:saved.nameTooLong', { max: MAX_NAME_LENGTH });
    return undefined;
  };
  const close = () => {
    setName(undefined);
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!search || isLoading) return;
    const problem = problemText(value);
    setError(problem);
    if (problem) return;
    try {
      const saved = await update({
        id: search._id,
        savedSearchUpdateInput: { name: value.trim() },
      }).unwrap();
      notify.success(t('cars:saved.renamed', { name: saved.name }));
      close();
    } catch (e) {
      notify.error(e);
    }
  };
  return (
    <Modal isOpen={search !== null} onOpenChange={(open) => !open && close()}>
      <Dialog title={t('cars:saved.renameTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={t('cars:saved.name')}
            value={value}
            onChange={(v) => {
              setName(v);
              if (error) setError(problemText(v));
            }}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              {t('cars:saved.cancel')}
            </Button>
            <Button type="submit" isPending={isLoading} isDisabled={isLoading}>
              {t('cars:saved.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}

function SavedSearchRow({ search, onRename }: { search: SavedSearch; onRename: () => void }) {
  const { t } = useTranslation();
  const summary = useSummary(search.filters);
  const notify = useNotify();
  const navigate = useNavigate();
  const [markSeen] = useMarkSavedSearchSeenMutation();
  const [update] = useUpdateSavedSearchMutation();
  const [remove] = useDeleteSavedSearchMutation();
  const headingId = `saved-search-${search._id}`;

  const open = async () => {
    try {
      await markSeen({ id: search._id }).unwrap();
    } catch (e) {
      notify.error(e);
    }
    void navigate(`${paths.cars}?${carsQueryOf(search.filters)}`);
  };
  const changeAlert = async (alert: SavedSearch['alert']) => {
    try {
      await update({ id: search._id, savedSearchUpdateInput: { alert } }).unwrap();
      notify.success(
        t('cars:saved.alertChanged', { name: search.name, alert: t(ALERT_LABELS[alert]) }),
      );
    } catch (e) {
      notify.error(e);
    }
  };
  const deleteSearch = async () => {
    try {
      await remove({ id: search._id }).unwrap();
      notify.success(t('cars:saved.deleted', { name: search.name }));
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-field border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {search.name}
        </h2>
        <CountBadge
          count={search.newCount}
          label={
            search.newCount > 0
              ? t('cars:saved.newCount', { count: search.newCount })
              : t('cars:saved.noNew')
          }
        />
      </div>
      <p className="text-muted">{summary}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Button onPress={open} aria-label={`${t('cars:saved.open')}: ${search.name}`}>
          {t('cars:saved.open')}
        </Button>
        <Select
          label={t('cars:saved.alert')}
          selectedKey={search.alert}
          onSelectionChange={(key) => void changeAlert(key as SavedSearch['alert'])}
          className="min-w-60"
        >
          {ALERTS.map((value) => (
            <SelectItem key={value} id={value}>
              {t(ALERT_LABELS[value])}
            </SelectItem>
          ))}
        </Select>
        <Button
          variant="secondary"
          onPress={onRename}
          aria-label={`${t('cars:saved.rename')}: ${search.name}`}
        >
          {t('cars:saved.rename')}
        </Button>
        <ConfirmButton
          variant="danger"
          aria-label={`${t('cars:saved.delete')}: ${search.name}`}
          question={t('cars:saved.deleteTitle')}
          explanation={t('cars:saved.deleteText', { name: search.name })}
          confirmLabel={t('cars:saved.delete')}
          cancelLabel={t('cars:saved.cancel')}
          onConfirm={() => void deleteSearch()}
        >
          {t('cars:saved.delete')}
        </ConfirmButton>
      </div>
    </li>
  );
}

/** `/user/searches`: the saved searches, their new matches, alerts, rename and delete. */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('cars:titles.savedSearches'));
  const { data, isLoading, error } = useGetSavedSearchesQuery();
  useErrorToast(error);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const searches = data?.data ?? [];

  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">{t('cars:titles.savedSearches')}</h1>
      <p className="mb-6 max-w-prose">{t('cars:saved.intro')}</p>
      {isLoading ? (
        <FullScreenLoader label={t('cars:common.loading')} />
      ) : searches.length === 0 ? (
        <EmptyState
          title={t('cars:saved.empty')}
          description={t('cars:saved.emptyHint')}
          action={<Link href={paths.cars}>{t('cars:saved.toSearch')}</Link>}
        />
      ) : (
        <>
          <p className="mb-4 text-muted">
            {t('cars:saved.limitNote', { count: searches.length, max: MAX_SAVED_SEARCHES })}
          </p>
          <ul className="flex flex-col gap-4">
            {searches.map((search) => (
              <SavedSearchRow
                key={search._id}
                search={search}
                onRename={() => setRenaming(search)}
              />
            ))}
          </ul>
        </>
      )}
      <RenameDialog
        key={renaming?._id ?? 'none'}
        search={renaming}
        onClose={() => setRenaming(null)}
      />
    </PageContainer>
  );
}
