// Home's group table at national scale (issue 23): when the visitor follows a school (stores/followed.ts), the table
// shown is that school's group's. The team → group map (/groups.json) and the group's own page (/table/{id}) are
// static files: the rows are taken from that page, so they are the same markup the server wrote, in the page's
// language. Nothing is fetched for a visitor who follows no school.
import { $followed } from '../stores/followed.ts';

let map: Promise<Record<string, string>> | null = null;

async function show(box: HTMLElement, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  map ??= fetch(box.dataset.groupsUrl ?? '').then((r) => (r.ok ? r.json() : {}));
  const groups = await map;
  const groupId = ids.map((id) => groups[String(id)]).find((g): g is string => typeof g === 'string');
  if (!groupId || groupId === box.dataset.homeGroup) return;
  const res = await fetch(`${box.dataset.tableBase ?? ''}${encodeURIComponent(groupId)}`);
  if (!res.ok) return;
  const page = new DOMParser().parseFromString(await res.text(), 'text/html');
  const rows = page.querySelector('[data-group-table] tbody');
  const name = page.querySelector('[data-group-name]');
  const tbody = box.querySelector('tbody');
  const link = box.querySelector<HTMLAnchorElement>('[data-group-link]');
  if (!rows || !name || !tbody || !link) return;
  tbody.replaceWith(document.importNode(rows, true));
  link.replaceChildren(...[...name.childNodes].map((n) => document.importNode(n, true)));
  link.href = `${box.dataset.tableBase ?? ''}${encodeURIComponent(groupId)}`;
  box.dataset.homeGroup = groupId;
}

export function showFollowedGroup(): void {
  const box = document.querySelector<HTMLElement>('[data-home-group]');
  if (!box) return;
  $followed.subscribe((ids) => {
    show(box, ids).catch(() => {
      // Offline or a page gone: the table built into home stays.
    });
  });
}
