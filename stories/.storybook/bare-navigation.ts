/**
 * A story that ends with nothing on its canvas but the screen harness's "Navigated to …" line shows the
 * designer a blank page (issue 19 item 9): its screen navigated out of the story and was not kept. Every
 * story is checked after its play function (preview.tsx `afterEach`), so none can end that way again.
 */
export function bareNavigation(canvas: HTMLElement): string | null {
  const line = canvas.querySelector('[role="status"][aria-label="Navigated to"]');
  if (!line) return null;
  const shown = (canvas.textContent ?? '').replace(/\s+/g, ' ').trim();
  const said = (line.textContent ?? '').replace(/\s+/g, ' ').trim();
  return shown === said ? said : null;
}
