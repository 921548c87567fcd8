// What a form's controls hold when its island hydrates. The inputs are in the page before the script arrives, so a
// visitor (or the browser's autofill) may have typed already; React's hydration leaves those values in the page but
// not in its state, and the first re-render would write the empty state back over them.
export function typedValues(form: HTMLFormElement, names: readonly string[]): Record<string, string | boolean> {
  const found: Record<string, string | boolean> = {};
  for (const name of names) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && el.type === 'checkbox') found[name] = el.checked;
    else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
      found[name] = el.value;
  }
  return found;
}
