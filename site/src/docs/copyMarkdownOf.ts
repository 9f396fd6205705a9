/**
 * Puts the text at `href` on the clipboard. Where the browser takes a promise in a
 * ClipboardItem, the copy is started inside the press, so fetching the file cannot
 * outlast the press's permission to write; otherwise the text is fetched first.
 */
export async function copyMarkdownOf(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
    return response.text();
  });
  if (!navigator.clipboard) throw new Error('No clipboard outside a secure context');
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}
