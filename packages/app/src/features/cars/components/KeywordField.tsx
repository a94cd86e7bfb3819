import { useTranslation } from 'react-i18next';
import { TextField } from '@autoberza/ui/TextField';
import { HydratesApart } from '../../../components/HydratesApart';
import { KEYWORD_MAX_LENGTH } from '../searchParams';

/** The keyword as searched: trimmed, undefined when empty. */
export const trimmedKeyword = (value: string | undefined) => value?.trim() || undefined;

/** Whether the server would refuse the keyword (over `KEYWORD_MAX_LENGTH` once trimmed). */
export const keywordTooLong = (value: string | undefined) =>
  (trimmedKeyword(value)?.length ?? 0) > KEYWORD_MAX_LENGTH;

/**
 * „Ključna reč“ (docs/product.md, “Search and lists”): a search box; Enter submits its form. Too
 * long a keyword is said at the field when `isInvalid` (the form checks it on submit).
 */
export function KeywordField({
  value,
  onChange,
  isInvalid,
  className,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  isInvalid: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <HydratesApart>
      <TextField
        label={t('cars:search.keyword')}
        // Named as the address names it: a search sent before the page's script has taken over
        // (a server-rendered page) still goes to `?q=…`.
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value ?? ''}
        onChange={onChange}
        isInvalid={isInvalid}
        errorMessage={t('cars:search.keywordTooLong', { max: KEYWORD_MAX_LENGTH })}
        validationBehavior="aria"
        className={className}
      />
    </HydratesApart>
  );
}
