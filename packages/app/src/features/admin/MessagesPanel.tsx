import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminListContactMessagesQuery,
  useAdminSetContactMessageHandledMutation,
} from '@autoberza/api-client';
import type { ContactMessage } from '@autoberza/api-client';
import { Button } from '@autoberza/ui/Button';
import { CountBadge } from '@autoberza/ui/CountBadge';
import { useNotify } from '../../components/useNotify';
import { formatDate } from '../../i18n/format';
import { AnswerMessageDialog } from './AnswerMessageDialog';
import { ConsoleQueue, useQueueParams } from './ConsoleQueue';

const PAGE_SIZE = 20;

function MessageItem({
  message,
  onAnswer,
  onHandled,
  isSaving,
}: {
  message: ContactMessage;
  onAnswer: () => void;
  onHandled: (handled: boolean) => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const handled = message.handled !== null;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all">
          {message.name} ·{' '}
          <a href={`mailto:${message.email}`} className="text-primary-700 underline">
            {message.email}
          </a>
        </p>
        <CountBadge
          count={handled ? 0 : 1}
          label={handled ? t('admin:messages.handled') : t('admin:messages.unhandled')}
        />
      </div>
      <p className="text-sm text-muted">{formatDate(message.createdAt)}</p>
      <p className="whitespace-pre-line">{message.message}</p>
      {message.answer ? (
        <div className="border-s-4 border-primary-700 ps-3">
          <p className="text-sm font-semibold">
            {t('admin:messages.answerHeading', {
              by: message.answer.by ?? '',
              date: formatDate(message.answer.at),
            })}
          </p>
          <p className="whitespace-pre-line">{message.answer.text}</p>
        </div>
      ) : (
        message.handled && (
          <p className="text-sm text-muted">
            {t('admin:messages.handledBy', {
              by: message.handled.by ?? '',
              date: formatDate(message.handled.at),
            })}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        {!message.answer && (
          <Button
            size="sm"
            aria-label={`${t('admin:messages.answer')}: ${message.name}`}
            onPress={onAnswer}
          >
            {t('admin:messages.answer')}
          </Button>
        )}
        {!handled && (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={isSaving}
            aria-label={`${t('admin:messages.markHandled')}: ${message.name}`}
            onPress={() => onHandled(true)}
          >
            {t('admin:messages.markHandled')}
          </Button>
        )}
        {handled && !message.answer && (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={isSaving}
            aria-label={`${t('admin:messages.reopen')}: ${message.name}`}
            onPress={() => onHandled(false)}
          >
            {t('admin:messages.reopen')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Contact messages: unhandled ones first (?show=all for every message), each can be answered
 * (e-mailed to the sender) or marked handled.
 */
export function MessagesPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queue = useQueueParams();
  const result = useAdminListContactMessagesQuery({
    page: queue.page,
    limit: PAGE_SIZE,
    ...(queue.showAll ? {} : { state: 'unhandled' as const }),
  });
  const messages = result.data?.data ?? [];
  const [setHandled, saving] = useAdminSetContactMessageHandledMutation();
  const [answering, setAnswering] = useState<ContactMessage | null>(null);

  const mark = async (message: ContactMessage, handled: boolean) => {
    try {
      await setHandled({ id: message._id, body: { handled } }).unwrap();
      notify.success(handled ? t('admin:messages.markedHandled') : t('admin:messages.reopened'));
    } catch (e) {
      notify.error(e);
    }
  };

  return (
    <>
      <ConsoleQueue
        queue={queue}
        texts={{
          filter: t('admin:messages.filter'),
          waiting: t('admin:messages.showUnhandled'),
          all: t('admin:messages.showAll'),
          noneWaiting: t('admin:messages.emptyUnhandled'),
          none: t('admin:messages.empty'),
        }}
        result={result}
        count={messages.length}
      >
        <ul className="flex flex-col gap-3">
          {messages.map((m) => (
            <MessageItem
              key={m._id}
              message={m}
              isSaving={saving.isLoading}
              onAnswer={() => setAnswering(m)}
              onHandled={(handled) => void mark(m, handled)}
            />
          ))}
        </ul>
      </ConsoleQueue>
      <AnswerMessageDialog message={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
