/** Links that have the browser fetch built files (paths from the site's root) beside the entry, not after the code that imports them. */
export function modulePreloads(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
