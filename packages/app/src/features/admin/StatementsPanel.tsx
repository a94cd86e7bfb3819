import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  serverMessage,
  useAdminImportStatementMutation,
  useAdminListStatementEntriesQuery,
  type StatementEntry,
  type StatementImportSummary,
} from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatDay, formatDinars } from '../../i18n/format';
import { subscriptionStatusKey } from '../profile';
import { DecideEntryDialog, type DecideEntryDialogProps } from './DecideEntryDialog';

/** On a phone the table's rows are cards: each cell says what it is (the header row is hidden). */
function CellLabel({ children }: { children: string }) {
  return <span className="text-sm text-muted sm:hidden">{`${children}: `}</span>;
}

const ISSUE_KEYS = {
  unknownReference: 'admin:statements.issues.unknownReference',
  amountMismatch: 'admin:statements.issues.amountMismatch',
  notPending: 'admin:statements.issues.notPending',
} as const;

/**
 * docs/product.md, “Subscriptions”: the administrator uploads the bank statement (camt.053 or
 * CSV); matching credits activate subscriptions, the rest wait here for a decision.
 */
export function StatementsPanel() {
  const { t } = useTranslation();
  const [importStatement, importing] = useAdminImportStatementMutation();
  const [summary, setSummary] = useState<StatementImportSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<DecideEntryDialogProps['decision']>(null);
  const { data, isLoading, isFetching, error } = useAdminListStatementEntriesQuery({ limit: 100 });
  const entries = data?.data ?? [];

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setSummary(null);
    setRefusal(null);
    try {
      setSummary(await importStatement(file).unwrap());
    } catch (e) {
      setRefusal(serverMessage(e) ?? t('common:errors.generic'));
    }
  };

  const label = (e: StatementEntry) =>
    `${formatDinars(e.amount)}, ${e.reference ?? t('admin:statements.noReference')}`;

  let list;
  if (isLoading) list = <Spinner label={t('common:loading')} />;
  else if (error) list = <p role="alert">{t('common:errors.loadFailed')}</p>;
  else if (entries.length === 0) list = <p>{t('admin:statements.empty')}</p>;
  else
    list = (
      <div className="sm:overflow-x-auto">
        <table className="w-full text-left max-sm:block">
          <caption className="sr-only">{t('admin:statements.waiting')}</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-b border-line">
              <th className="p-2">{t('admin:statements.bookedOn')}</th>
              <th className="p-2">{t('admin:statements.amount')}</th>
              <th className="p-2">{t('admin:statements.reference')}</th>
              <th className="p-2">{t('admin:statements.payer')}</th>
              <th className="p-2">{t('admin:statements.issue')}</th>
              <th className="p-2">{t('admin:statements.subscription')}</th>
              <th className="p-2">{t('admin:users.actions')}</th>
            </tr>
          </thead>
          <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
            {entries.map((e) => (
              <tr
                key={e._id}
                className="border-b border-line max-sm:flex max-sm:flex-col max-sm:rounded-card max-sm:border max-sm:bg-surface max-sm:p-2"
              >
                <td className="p-2 whitespace-nowrap max-sm:py-1">
                  <CellLabel>{t('admin:statements.bookedOn')}</CellLabel>
                  {formatDay(e.bookedOn)}
                </td>
                <td className="p-2 whitespace-nowrap max-sm:py-1">
                  <CellLabel>{t('admin:statements.amount')}</CellLabel>
                  {formatDinars(e.amount)}
                </td>
                <td className="p-2 max-sm:py-1">
                  <CellLabel>{t('admin:statements.reference')}</CellLabel>
                  <span className="font-mono break-all">
                    {e.reference ?? t('admin:statements.noReference')}
                  </span>
                </td>
                <td className="p-2 max-sm:py-1">
                  <CellLabel>{t('admin:statements.payer')}</CellLabel>
                  {e.payer ?? '—'}
                  {e.purpose && (
                    <>
                      <br />
                      <span className="text-sm text-muted">{e.purpose}</span>
                    </>
                  )}
                </td>
                <td className="p-2 max-sm:py-1">
                  <CellLabel>{t('admin:statements.issue')}</CellLabel>
                  {t(ISSUE_KEYS[e.issue], { expected: formatDinars(e.expectedAmount) })}
                </td>
                <td className="p-2 max-sm:py-1">
                  <CellLabel>{t('admin:statements.subscription')}</CellLabel>
                  {e.subscription ? (
                    <>
                      <span className="font-mono whitespace-nowrap">
                        {e.subscription.referenceNumber}
                      </span>{' '}
                      ({t(subscriptionStatusKey[e.subscription.status])})
                      <br />
                      <span className="text-sm break-all text-muted">{e.subscription.email}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="p-2 max-sm:py-1">
                  <div className="flex flex-wrap gap-2">
                    {e.subscription && (
                      <Button
                        size="sm"
                        aria-label={`${t('admin:statements.activate')}: ${label(e)}`}
                        onPress={() =>
                          setDeciding({ id: e._id, label: label(e), decision: 'activate' })
                        }
                      >
                        {t('admin:statements.activate')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${t('admin:statements.dismiss')}: ${label(e)}`}
                      onPress={() =>
                        setDeciding({ id: e._id, label: label(e), decision: 'dismiss' })
                      }
                    >
                      {t('admin:statements.dismiss')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="statement-upload" className="flex flex-col gap-3">
        <h2 id="statement-upload" className="text-xl font-semibold">
          {t('admin:statements.uploadTitle')}
        </h2>
        <p>{t('admin:statements.uploadHint')}</p>
        <div>
          <FileTrigger
            acceptedFileTypes={['.xml', '.csv', 'text/csv', 'text/xml', 'application/xml']}
            onSelect={(files) => void upload(files)}
          >
            <Button isPending={importing.isLoading} isDisabled={importing.isLoading}>
              {importing.isLoading ? t('admin:statements.uploading') : t('admin:statements.upload')}
            </Button>
          </FileTrigger>
        </div>
        <div role="status">
          {summary && (
            <p className="rounded-card border border-line bg-surface p-3 font-semibold">
              {t('admin:statements.summary', {
                activated: summary.activated,
                alreadyImported: summary.alreadyImported,
                forDecision: summary.forDecision,
              })}
            </p>
          )}
        </div>
        <div role="alert">
          {refusal && (
            <p className="rounded-card border border-danger-700 bg-danger-50 p-3 text-danger-700">
              {t('admin:statements.refused', { message: refusal })}
            </p>
          )}
        </div>
      </section>
      <section
        aria-labelledby="statement-waiting"
        aria-busy={isFetching}
        className="flex flex-col gap-3"
      >
        <h2 id="statement-waiting" className="text-xl font-semibold">
          {t('admin:statements.waiting')}
        </h2>
        {list}
      </section>
      <DecideEntryDialog decision={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
