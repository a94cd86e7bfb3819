import { useTranslation } from 'react-i18next';
import { SCRIPT_NAMES, type Script } from '@autoberza/contract/script';
import { ScriptSwitch } from '@autoberza/ui/ScriptSwitch';
import { chooseAndShowScript } from '../i18n/showScript';
import { partsHydrated } from './HydratesApart';
import { useNotify } from './useNotify';

/**
 * The switch to the other script (docs/product.md, “Two scripts”), in the header and the footer:
 * "Ћирилица" on a Latin page, "Latinica" on a Cyrillic one.
 */
export function AppScriptSwitch({ tone }: { tone?: 'default' | 'inverse' }) {
  const { i18n } = useTranslation();
  const notify = useNotify();
  const other: Script = i18n.language === 'sr-Cyrl' ? 'sr-Latn' : 'sr-Cyrl';
  return (
    <ScriptSwitch
      label={SCRIPT_NAMES[other]}
      lang={other}
      tone={tone}
      // The Cyrillic texts load on the first switch; offline, the page stays as it was. A press
      // while parts of the server's page still hydrate takes effect once they have.
      onPress={() =>
        void partsHydrated()
          .then(() => chooseAndShowScript(other))
          .catch(notify.error)
      }
    />
  );
}
