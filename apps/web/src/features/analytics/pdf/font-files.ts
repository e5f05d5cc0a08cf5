import boldUrl from './fonts/NotoSans-Bold.ttf?url';
import regularUrl from './fonts/NotoSans-Regular.ttf?url';
import type { FontFiles } from './fonts.ts';

/**
 * The font files as the browser fetches them: built as assets of their own, requested only
 * when a PDF is downloaded (this module is imported on demand, like pdf-lib).
 */
export async function fetchFontFiles(): Promise<FontFiles> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
    return response.arrayBuffer();
  };
  const [regular, bold] = await Promise.all([get(regularUrl), get(boldUrl)]);
  return { regular, bold };
}
