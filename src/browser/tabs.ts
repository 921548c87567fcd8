// ARIA tabs over server-rendered sections: without JS every panel shows in turn and the tab links jump to them;
// with JS the links become tabs (arrow keys, Home, End; automatic activation) and one panel shows at a time.
export function installTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-tablist]');
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[data-tab]')];
  const panels = tabs.map((t) => document.getElementById(t.hash.slice(1)));
  if (!list || tabs.length === 0 || panels.some((p) => !p)) return;

  list.setAttribute('role', 'tablist');
  // Its name, in the page's language ([data-label]).
  if (list.dataset.label) list.setAttribute('aria-label', list.dataset.label);
  tabs.forEach((tab, i) => {
    const panel = panels[i]!;
    tab.id ||= `${panel.id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  });
  root.dataset.tabsReady = 'true';

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panels[i]!.hidden = !on;
    });
    if (focus) tabs[index]!.focus();
  };

  const fromHash = tabs.findIndex((t) => t.hash === location.hash);
  select(fromHash >= 0 ? fromHash : 0, false);

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', (e) => {
      e.preventDefault();
      select(i, true);
      history.replaceState(null, '', tab.hash);
    });
    tab.addEventListener('keydown', (e) => {
      const last = tabs.length - 1;
      const keys: Record<string, number> = {
        ArrowRight: i === last ? 0 : i + 1,
        ArrowLeft: i === 0 ? last : i - 1,
        Home: 0,
        End: last,
      };
      const next = keys[e.key];
      if (next === undefined) return;
      e.preventDefault();
      select(next, true);
    });
  });
}
