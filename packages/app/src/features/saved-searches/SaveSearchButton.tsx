import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSavedSearchMutation } from '@autoberza/api-client';
import type { SavedSearch } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Dialog, Modal } from '@autoberza/ui/Dialog';
import { Select, SelectItem } from '@autoberza/ui/Select';
import { TextField } from '@autoberza/ui/TextField';
import { useNotify } from '../../components/useNotify';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { cleanFilters, MAX_NAME_LENGTH, MAX_SAVED_SEARCHES, nameProblem } from './savedFilters';

export const ALERTS = ['immediate', 'daily', 'off'] as const satisfies SavedSearch['alert'][];

/** The words of each alert choice. */
export const ALERT_LABELS = {
  immediate: 'cars:saved.alerts.immediate',
  daily: 'cars:saved.alerts.daily',
  off: 'cars:saved.alerts.off',
} as const satisfies Record<SavedSearch['alert'], string>;

export interface SaveSearchButtonProps {
  /** The search as sent to GET /car/search (empty values are left out). */
  query: Record<string, unknown>;
}

/** "Sačuvaj pretragu" on /cars: the current filters under a name, with the alerts chosen. */
export function SaveSearchButton({ query }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearch['alert']>('immediate');
  const [error, setError] = useState<string | undefined>();

  const problemText = (value: string) => {
    const problem = nameProblem(value);
    if (problem === 'required') return t('cars:saved.nameRequired');
    if (problem === 'tooLong') return t('cars:saved.nameTooLong', { max: MAX_NAME_LENGTH });
    return undefined;
  };

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setName('');
    setError(undefined);
  };

  // A refused submit puts the focus on the first field to fix (not left on the button).
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = problemText(name);
    setError(problem);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    try {
      const saved = await create({
        savedSearchCreateInput: { name: name.trim(), filters: cleanFilters(query), alert },
      }).unwrap();
      notify.success(t('cars:saved.saved', { name: saved.name }));
      setOpen(false);
      setName('');
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('cars:saved.save')}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable={!isLoading}>
        <Dialog title={t('cars:saved.dialogTitle')}>
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <p>{t('cars:saved.dialogText', { max: MAX_SAVED_SEARCHES })}</p>
            <TextField
              label={t('cars:saved.name')}
              description={t('cars:saved.nameHint')}
              value={name}
              onChange={(value) => {
                setName(value);
                if (error) setError(problemText(value));
              }}
              isRequired
              isInvalid={error !== undefined}
              errorMessage={error}
              autoFocus
            />
            <Select
              label={t('cars:saved.alert')}
              selectedKey={alert}
              onSelectionChange={(key) => setAlert(key as SavedSearch['alert'])}
            >
              {ALERTS.map((value) => (
                <SelectItem key={value} id={value}>
                  {t(ALERT_LABELS[value])}
                </SelectItem>
              ))}
            </Select>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onPress={close} isDisabled={isLoading}>
                {t('cars:saved.cancel')}
              </Button>
              <Button type="submit" isPending={isLoading} isDisabled={isLoading}>
                {isLoading ? t('cars:saved.saving') : t('cars:saved.submit')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
