// The bench's browser needs the font a fan's phone has for Nepali pages: Android draws Devanagari with Noto Sans
// Devanagari. A machine without any Devanagari font makes Chromium search every font it has for each run of Nepali
// text (and draw boxes): on this bench's 2-core machine Nepali home's layout took 2.5× its English twin's, a cost no
// phone pays. Debian's fonts-noto-core carries it (12 MB); the bench installs it when missing, as .ci/run does.
import { existsSync } from 'node:fs';
import { aptInstall } from './proc.ts';

export const DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

export async function ensureDevanagariFont(log: (line: string) => void): Promise<void> {
  if (existsSync(DEVANAGARI_FONT)) return;
  if (process.getuid?.() !== 0) {
    log(
      `no Devanagari font (${DEVANAGARI_FONT}): install Debian's fonts-noto-core, or Nepali pages measure slower than on a phone`,
    );
    return;
  }
  log('the Devanagari font is missing: apt-get install -y fonts-noto-core');
  await aptInstall('fonts-noto-core');
}
