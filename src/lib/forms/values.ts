// Reading typed values for a request body: text is trimmed, so stray spaces never reach the league's inbox.
import type { Values } from './types.ts';

export function text(value: Values[string] | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function checked(value: Values[string] | undefined): boolean {
  return value === true;
}
