import {
  Button as RACButton,
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  type ComboBoxProps as RACComboBoxProps,
  type ComboBoxState,
  type Key,
  type ListBoxItemProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { toLatin } from '@autoberza/contract/script';

/** The options as react-aria holds them (the list shown: narrowed while the menu is open). */
type Options = ComboBoxState<object>['collection'];
import { composeTailwindRenderProps } from '../utils';
import { Description, FieldError, errorText, FieldGroup, Input, Label } from './Field';
import { ChevronDownIcon } from './icons';
import { ListBox, ListBoxItem } from './ListBox';
import { Popover } from './Popover';

export interface ComboBoxProps<T extends object> extends Omit<
  RACComboBoxProps<T>,
  'children' | 'allowsCustomValue'
> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible name of the button that opens the full list ("Prikaži opcije"). */
  buttonLabel: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Lower case without diacritics, in Latin letters: "Škoda", "Шкода" and "Đurđevac" read as
 * "skoda", "skoda" and "djurdjevac": a name is found typed in either script.
 */
export function foldText(text: string): string {
  return toLatin(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .toLowerCase();
}

/**
 * The default filter: the typed text anywhere in the option's name, ignoring case and
 * diacritics ("skoda" finds "Škoda", "golf" finds "Golf Plus"). A collator with base
 * sensitivity is not enough: in Serbian "š" is a letter of its own, not an accented "s".
 */
export function containsLoosely(text: string, input: string): boolean {
  return foldText(text).includes(foldText(input.trim()));
}

/** How well an option's name fits what was typed: 0 the same, 1 starts so, 2 contains it. */
function fit(text: string, input: string): number | undefined {
  const name = foldText(text);
  const typed = foldText(input.trim());
  if (name === typed) return 0;
  if (name.startsWith(typed)) return 1;
  return name.includes(typed) ? 2 : undefined;
}

/** The options of a collection that can be chosen, in order (sections looked into). */
function* options(collection: Options, isDisabled: (key: Key) => boolean) {
  for (const node of collection) {
    if (node.type === 'item' && !isDisabled(node.key)) yield node;
    else if (node.type === 'section') {
      for (const child of collection.getChildren?.(node.key) ?? []) {
        if (child.type === 'item' && !isDisabled(child.key)) yield child;
      }
    }
  }
}

/**
 * The option to highlight for the typed text: the first that is the same, else the first that
 * starts with it, else the first that contains it ("golf" highlights "Golf", not "e-Golf").
 */
function bestMatch(
  collection: Options,
  input: string,
  isDisabled: (key: Key) => boolean = () => false,
): { key: Key; exact: boolean } | undefined {
  let best: { key: Key; rank: number } | undefined;
  for (const node of options(collection, isDisabled)) {
    const rank = fit(node.textValue, input);
    if (rank !== undefined && (best === undefined || rank < best.rank))
      best = { key: node.key, rank };
    if (rank === 0) break;
  }
  return best && { key: best.key, exact: best.rank === 0 };
}

/**
 * WAI-ARIA's "list autocomplete with automatic selection" on top of react-aria's ComboBox: while
 * the person types, the best match is highlighted (so Enter and Tab take it, as ↓ and Enter do),
 * and a name typed in full ("skoda" for "Škoda") is taken when the field loses focus. Text that
 * matches nothing stays in the field (`allowsCustomValue`): the caller says why it was not taken.
 */
function AutomaticSelection({
  input,
  onPress,
}: {
  /** Set before this part's layout effect: the input comes before it in the ComboBox. */
  input: RefObject<HTMLInputElement | null>;
  /**
   * Set here, called when the list's button is pressed: a press while there are no options yet (a
   * lookup still loading) opens nothing in react-aria; the list opens when they come.
   */
  onPress: RefObject<(() => void) | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  // Text typed into a page rendered by the server before its script took over is in the input
  // but not in react-aria's state: its next render would empty the field. Taken in at the first
  // commit, as if typed now: a layout effect runs before any later keystroke is handled, so the
  // state it reads is the one the input was rendered with.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (state && typed !== undefined && typed !== state.inputValue) state.setInputValue(typed);
    // Once, at the first commit in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A page rendered by the server starts its script at the first tap: the field may have the
  // focus before react-aria listens, and react-aria would not know (typing would open nothing).
  useEffect(() => {
    if (state && !state.isFocused && input.current && document.activeElement === input.current) {
      state.setFocused(true);
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** The text last seen, and whether its best match still waits to be highlighted. */
  const lastText = useRef('');
  const toHighlight = useRef(false);
  const latest = useRef(state);
  latest.current = state;
  /** Asked to open (the button, ↓ or ↑) while there was nothing to show: opened when they come. */
  const openWhenOptionsCome = useRef(false);
  // Whether react-aria opens the list is known at the next render (its closed list's collection
  // is the one last shown, not what there is now): a press that opened it clears this there.
  onPress.current = () => {
    if (latest.current && !latest.current.isOpen) openWhenOptionsCome.current = true;
  };
  // Enter or Tab pressed right after the last letter, before the render that highlights its
  // best match (a fast typist, a busy phone: the browser runs a key before React's next render):
  // the key takes that match, as it would a moment later. Left alone when the person moved the
  // highlight off, or nothing matches (the text stays, as typed). Before react-aria's own
  // handler, which would keep the text as typed.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const takeBestMatch = (event: KeyboardEvent) => {
      const current = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        onPress.current?.();
        return;
      }
      // Not the Enter that ends an input method's composition.
      if ((event.key !== 'Enter' && event.key !== 'Tab') || event.isComposing || !current) return;
      const text = field.value;
      const pending = toHighlight.current || text !== lastText.current;
      if (!pending || current.selectionManager.focusedKey != null || !text.trim()) return;
      if (current.selectedItem?.textValue === text) return;
      const match = bestMatch(current.collection, text, (key) =>
        current.selectionManager.isDisabled(key),
      );
      if (!match) return;
      toHighlight.current = false;
      current.setSelectedKey(match.key);
      // Taken: no form is sent by this Enter, and react-aria does not commit the typed text.
      if (event.key === 'Enter') event.preventDefault();
      event.stopPropagation();
    };
    field.addEventListener('keydown', takeBestMatch, true);
    return () => field.removeEventListener('keydown', takeBestMatch, true);
  }, [input, onPress]);
  const wasFocused = useRef(false);
  const wasOpen = useRef(false);
  /**
   * Text was typed while the list was closed and has not been shown since. react-aria opens the
   * list when the text changes and something matches; options that arrive later (a lookup
   * answering after the first keystrokes) would leave it closed, and ↓ would open every option.
   */
  const typedUnshown = useRef(false);
  // After every render: react-aria clears the highlight whenever the text changes (after us, in
  // the same commit), so the highlight is set again until a render keeps it. Moving it off with
  // ↑, ← or → afterwards is the person's choice: it is left off until the text changes again.
  useEffect(() => {
    if (!state) return;
    const { inputValue, isOpen, isFocused, selectionManager, collection } = state;
    const isDisabled = (key: Key) => selectionManager.isDisabled(key);
    const left = wasFocused.current && !isFocused;
    wasFocused.current = isFocused;
    const opened = isOpen && !wasOpen.current;
    wasOpen.current = isOpen;
    if (left) {
      toHighlight.current = false;
      typedUnshown.current = false;
      openWhenOptionsCome.current = false;
      const match = inputValue.trim() ? bestMatch(collection, inputValue, isDisabled) : undefined;
      if (match?.exact && state.selectedItem?.textValue !== inputValue) {
        state.setSelectedKey(match.key);
      }
      return;
    }
    const textChanged = inputValue !== lastText.current;
    lastText.current = inputValue;
    // The list opened again with the text unchanged (its options went and came back, as when a
    // page rendered by the server takes over and its lookup answers again): highlight again.
    if (opened && inputValue.trim() !== '') toHighlight.current = true;
    if (textChanged) {
      toHighlight.current = inputValue.trim() !== '';
      // Not the name of an option just taken (taking one closes the list and writes its name).
      typedUnshown.current =
        toHighlight.current && !isOpen && state.selectedItem?.textValue !== inputValue;
    }
    // Asked to open before the options came (the button, ↓): all of them once they are there, as
    // the press would have shown; react-aria opens nothing while there are none.
    if (textChanged || isOpen) openWhenOptionsCome.current = false;
    else if (openWhenOptionsCome.current && isFocused) state.open(null, 'manual');
    if (isOpen) typedUnshown.current = false;
    // react-aria opens only when something matches the text: until then this does nothing.
    else if (typedUnshown.current && isFocused) state.open(null, 'input');
    if (!toHighlight.current || !isOpen) return;
    if (selectionManager.focusedKey == null) {
      const match = bestMatch(collection, inputValue, isDisabled);
      if (match) selectionManager.setFocusedKey(match.key);
      else toHighlight.current = false;
    } else if (!textChanged) {
      toHighlight.current = false;
    }
  });
  return null;
}

/**
 * A text input with a filtered option list (brand and model pickers, type-ahead). Give the
 * options as `defaultItems`: the list then narrows as the person types (`items` is for a caller
 * that filters by itself). The best match is highlighted as one types; Enter or Tab takes it, and
 * a name typed in full is taken on leaving the field (see `AutomaticSelection`). Text that
 * matches no option stays in the field with no option chosen: follow it with `onInputChange` and
 * say so under the field (`description`, or `errorMessage` when a submit refuses it).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  buttonLabel,
  children,
  defaultFilter = containsLoosely,
  ...props
}: ComboBoxProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const pressed = useRef<(() => void) | null>(null);
  return (
    <RACComboBox
      {...props}
      allowsCustomValue
      defaultFilter={defaultFilter}
      className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1')}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup>
        <Input ref={input} placeholder={placeholder} />
        <RACButton
          aria-label={buttonLabel}
          onPressStart={() => pressed.current?.()}
          className="mr-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted outline-0 hover:bg-primary-50 disabled:cursor-default"
        >
          <ChevronDownIcon />
        </RACButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
      <Popover>
        <ListBox>{children}</ListBox>
      </Popover>
      {/* Last: its effects run after the list's own (which highlights nothing when it opens). */}
      <AutomaticSelection input={input} onPress={pressed} />
    </RACComboBox>
  );
}

/** An option of a ComboBox. */
export function ComboBoxItem(props: ListBoxItemProps) {
  return <ListBoxItem {...props} />;
}
