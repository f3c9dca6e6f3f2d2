import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { decode, encode, toRGBA8 } from 'upng-js';

/** The smallest phone the game is laid out for. */
export const SMALL_PHONE = { width: 375, height: 812 } as const;

/** WCAG 2.5.5: a target a thumb can hit. */
export const MIN_TOUCH_TARGET_PX = 44;

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * axe-core's serious and critical findings on what the page shows now (an open dialog included).
 * The page's own CSP allows no inline script, so the context runs with bypassCSP to take axe in.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * What keeps a screen from working on a phone: a page wider than the screen, or a control a
 * thumb cannot hit (under 44 x 44 CSS px). Links inside a sentence are exempt, as WCAG makes
 * them; a native checkbox or radio counts by its label, which is what takes the tap. With a
 * dialog open, its controls are the ones within reach.
 */
export async function phoneLayoutProblems(page: Page, dialog?: Locator): Promise<string[]> {
  const scope = '[data-reach-scope]';
  if (dialog) await dialog.evaluate((element) => element.setAttribute('data-reach-scope', ''));
  return page.evaluate(
    ({ min, scope: within }) => {
      const problems: string[] = [];
      const html = document.documentElement;
      if (html.scrollWidth > html.clientWidth) problems.push(`the page scrolls sideways: ${html.scrollWidth}px wide on a ${html.clientWidth}px screen`);
      const describe = (element: Element) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
        const classes = element.getAttribute('class')?.split(/\s+/).slice(0, 2).join('.') ?? '';
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`;
      };
      const controls = (document.querySelector(within) ?? document).querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="link"]',
      );
      for (const control of controls) {
        if (control.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        let box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (control.tagName === 'A' && style.display === 'inline') continue;
        if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio' || control.type === 'file')) {
          const label = control.closest('label') ?? control.labels?.[0];
          if (label) box = label.getBoundingClientRect();
        }
        // Sub-pixel layout rounds a 44 px box to 43.99.
        if (box.width < min - 0.5 || box.height < min - 0.5) problems.push(`${describe(control)} is ${Math.round(box.width)} x ${Math.round(box.height)} px`);
      }
      return problems;
    },
    { min: MIN_TOUCH_TARGET_PX, scope },
  );
}

/** A dialog fits when all of it is on the screen and nothing in it scrolls sideways. */
export async function dialogFitProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((panel) => {
    const problems: string[] = [];
    const box = panel.getBoundingClientRect();
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
      problems.push(`the dialog spans ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} on a ${window.innerWidth} x ${window.innerHeight} screen`);
    }
    for (const element of [panel, ...panel.querySelectorAll('*')]) {
      // Text for screen readers only (a 1-pixel clipped box) is clipped by design: no one sees or scrolls it.
      const shown = element.getBoundingClientRect();
      if (shown.width <= 1 && shown.height <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        problems.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> scrolls sideways (${element.scrollWidth} in ${element.clientWidth})`);
      }
    }
    return problems;
  });
}

/** Presses Tab until the control has the focus: it can be reached with the keyboard alone. */
export async function tabTo(page: Page, control: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(control)} was not reached in ${maxPresses} presses of Tab`);
}

/** Which element holds the focus, for a readable failure. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `<${element.tagName.toLowerCase()}> "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`;
  });
}

/**
 * A photograph for the docs, kept small: the screenshot reduced to a 256-colour palette (about a
 * fifth of its size; the dark gradients band a little, the text stays sharp).
 */
export function docsPng(png: Buffer): Buffer {
  const image = decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer);
  return Buffer.from(encode(toRGBA8(image), image.width, image.height, 256));
}
