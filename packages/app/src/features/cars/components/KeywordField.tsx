import { memo, useLayoutEffect, useRef } from 'react';
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
 * The keyword as the form's input holds it when the form is sent. Typed into the server's page
 * before the field's part hydrated, it is in the input but not yet in the state (the form itself
 * may already answer Enter); the field takes it in when it hydrates (KeywordInput).
 */
export function keywordIn(form: HTMLFormElement, state: string | undefined): string | undefined {
  const typed = new FormData(form).get('q');
  return typeof typed === 'string' ? typed : state;
}

interface KeywordFieldProps {
  value: string | undefined;
  onChange: (value: string) => void;
  isInvalid: boolean;
  className?: string;
}

/**
 * „Ključna reč“ (docs/product.md, “Search and lists”): a search box; Enter submits its form. Too
 * long a keyword is said at the field when `isInvalid` (the form checks it on submit).
 *
 * Memoised, and its forms pass a stable `onChange`: the form's other renders do not reach it. (A
 * render that would reach its part while the part still waits to hydrate is held back by
 * HydratesApart itself.)
 */
export const KeywordField = memo(function KeywordField({
  value,
  onChange,
  isInvalid,
  className,
}: KeywordFieldProps) {
  return (
    <HydratesApart>
      <KeywordInput value={value} onChange={onChange} isInvalid={isInvalid} className={className} />
    </HydratesApart>
  );
});

function KeywordInput({ value, onChange, isInvalid, className }: KeywordFieldProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Words typed into the server's page before its script took over are in the input but not in
  // the form's state: React keeps them on screen while it hydrates, then the next render would
  // set the input back to the state's value, and Enter would search without them. Taken in once,
  // when this part hydrates.
  useLayoutEffect(() => {
    const typed = box.current?.querySelector('input')?.value;
    if (typed !== undefined && typed !== (value ?? '')) onChange(typed);
    // Only at the first commit: later the input and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={box} className="contents">
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
    </div>
  );
}
