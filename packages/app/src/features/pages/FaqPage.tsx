import { useTranslation } from 'react-i18next';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { usePageTitle } from '../../components/usePageTitle';

export default function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages:faq.title'));
  const items = [
    { q: t('pages:faq.q1.question'), a: t('pages:faq.q1.answer') },
    { q: t('pages:faq.q2.question'), a: t('pages:faq.q2.answer') },
    { q: t('pages:faq.q3.question'), a: t('pages:faq.q3.answer') },
    { q: t('pages:faq.q4.question'), a: t('pages:faq.q4.answer') },
    { q: t('pages:faq.q5.question'), a: t('pages:faq.q5.answer') },
    { q: t('pages:faq.q6.question'), a: t('pages:faq.q6.answer') },
    { q: t('pages:faq.q7.question'), a: t('pages:faq.q7.answer') },
  ];
  return (
    <PageContainer width="narrow">
      <h1 className="mb-6 text-3xl font-bold">{t('pages:faq.title')}</h1>
      <div className="flex flex-col gap-3">
        {items.map((item) => (
          <details key={item.q} className="rounded-card border border-line bg-surface p-4">
            <summary className="cursor-pointer text-lg font-semibold">{item.q}</summary>
            <p className="mt-2 leading-relaxed">{item.a}</p>
          </details>
        ))}
      </div>
    </PageContainer>
  );
}
