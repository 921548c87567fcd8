// Static list pages: page 1 lives at the list's own address, pages 2..n at …/page/{n}.

/** Page numbers 2..pages, the ones that get a /page/{n} address. */
export function laterPages(pages: number): number[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}
