type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a visitor changed in a control, compared with what the server sent. */
type Change = { control: Control; value: string | string[] | boolean };

const changeOf = (control: Control): Change | null => {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const marked = options.filter((o) => o.defaultSelected);
    // Without a marked option a single select starts on its first.
    const initial = marked.length > 0 || control.multiple ? marked : options.slice(0, 1);
    const selected = options.filter((o) => o.selected);
    if (selected.length === initial.length && selected.every((o) => initial.includes(o))) return null;
    return { control, value: selected.map((o) => o.value) };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked === control.defaultChecked ? null : { control, value: control.checked };
  }
  if (control instanceof HTMLInputElement && (control.type === 'hidden' || control.type === 'file')) return null;
  return control.value === control.defaultValue ? null : { control, value: control.value };
};

const apply = ({ control, value }: Change): void => {
  if (typeof value === 'boolean' && control instanceof HTMLInputElement) control.checked = value;
  else if (Array.isArray(value) && control instanceof HTMLSelectElement) {
    for (const o of control.options) o.selected = value.includes(o.value);
  } else if (typeof value === 'string') control.value = value;
  // The page's handlers listen to one or the other, depending on the control.
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * A server-rendered form can be filled in before the page's script has run. This notes what the
 * visitor typed, chose or ticked before hydration (the language switch excepted, which has its
 * own handling), and the returned function gives it back to the hydrated page as the events the
 * page listens to, so nothing typed early is lost or silently ignored.
 */
export const noteEarlyInput = (root: ParentNode): (() => void) => {
  const changes = [...root.querySelectorAll<Control>('input, textarea, select')]
    .filter((control) => !control.closest('.lang-switch'))
    .map(changeOf)
    .filter((change): change is Change => change !== null);
  return () => {
    for (const change of changes) if (change.control.isConnected) apply(change);
  };
};
