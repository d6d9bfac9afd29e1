import { expect, type within } from 'storybook/test';

/** A content page's story: its heading, once drawn, and the tab's title say `title`. */
export async function expectPageTitled(canvas: ReturnType<typeof within>, title: string): Promise<void> {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(document.title).toBe(`${title} · Jhatpat`);
}
