import { isCommonAssetRequest } from 'msw';

/**
 * Starts MSW's worker from `url`: the workbench fetches it relative to its preview page (preview.tsx), the visual
 * suite from the root its Vite serves stories/public at (visual/visual.setup.ts). Requests for the page's own
 * files pass silently; any other unhandled one warns.
 */
export async function startMockServiceWorker(url: string) {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || /iframe\.html|sb-vite|@vite|@fs|\/virtual:|\.stories\.|__vitest/.test(request.url)) return;
      print.warning();
    },
  });
  return worker;
}
