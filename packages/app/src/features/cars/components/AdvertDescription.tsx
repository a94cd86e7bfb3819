import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@autoberza/ui/Button';
import type { Script } from '@autoberza/contract/script';
import { transliterate } from '../../../i18n/transliterate';

/** The script a text is mostly written in (Latin when it has no letters of either). */
export function scriptOf(text: string): Script {
  const cyrillic = text.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  const latin = text.match(/[a-zčćđšž]/gi)?.length ?? 0;
  return cyrillic > latin ? 'sr-Cyrl' : 'sr-Latn';
}

/**
 * The seller's description as written, and a button that shows it in the other script
 * (docs/product.md, “Two scripts”): „Prikaži ćirilicom“ for a Latin text, „Prikaži latinicom“ for
 * a Cyrillic one, and back (the rules came with the advert page: its cards name cities in the
 * reader's script).
 */
export function AdvertDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const written = scriptOf(text);
  const [shown, setShown] = useState<{ script: Script; text: string } | null>(null);
  const script = shown?.script ?? written;
  const other: Script = script === 'sr-Latn' ? 'sr-Cyrl' : 'sr-Latn';
  const hasLetters = /\p{L}/u.test(text);

  const change = () => {
    if (other === written) {
      setShown(null);
      return;
    }
    setShown({ script: other, text: transliterate(text, other) });
  };

  return (
    <>
      <p className="whitespace-pre-line" lang={script} aria-live="polite">
        {shown?.text ?? text}
      </p>
      {hasLetters && (
        <Button variant="quiet" size="sm" className="mt-2" onPress={change}>
          {other === 'sr-Cyrl' ? t('cars:detail.showCyrillic') : t('cars:detail.showLatin')}
        </Button>
      )}
    </>
  );
}
