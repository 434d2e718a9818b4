/**
 * What the refresh does inside the browser: runs a screen's steps, waits until the app is quiet,
 * and takes the picture with what was on screen (visible text, the controls and their names).
 */

/** The steps a screen can take; each is recorded in its manifest as written. */
export async function runStep(page, origin, step, demoImages = []) {
  const timeout = 15_000;
  if (step.goto) await page.goto(origin + step.goto);
  else if (step.click) await page.locator(step.click).first().click({timeout});
  else if (step.upload) {
    // One of the demo fixtures' receipt images, as the file a reader picks.
    const image = demoImages.find(
      (candidate) => candidate.id === step.demoImage,
    );
    if (!image) throw new Error(`no demo image ${step.demoImage}`);
    const data = String(image.encodedImage);
    await page
      .locator(step.upload)
      .first()
      .setInputFiles({
        name: image.name,
        mimeType: image.fileType,
        buffer: Buffer.from(data.slice(data.indexOf(',') + 1), 'base64'),
      });
  } else if (step.fill) await page.locator(step.fill).first().fill(step.value);
  else if (step.hover) await page.locator(step.hover).first().hover();
  else if (step.press) await page.keyboard.press(step.press);
  else if (step.waitFor)
    await page
      .locator(step.waitFor)
      .first()
      .waitFor({state: 'visible', timeout});
  else throw new Error(`unknown step ${JSON.stringify(step)}`);
}

/** Waits until no call to the stand-in has been made for `quietMs` and the fonts are in. */
export async function settle(page, standIn, quietMs = 700) {
  await page.evaluate(() => document.fonts.ready);
  let count = -1;
  for (;;) {
    const now = standIn.state.calls.length;
    if (now === count) break;
    count = now;
    await page.waitForTimeout(quietMs);
  }
  // Two frames, so that what the last answer changed is painted.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

/** Stops what makes two runs' pixels differ: carets, transitions, animations, the tooltip of the last click. */
export const STILL_CSS = `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
.mat-mdc-tooltip-panel, .cdk-overlay-container .mat-mdc-tooltip { display: none !important; }`;

/**
 * The visible text in `box` (the area captured) as the reader sees it, one entry per text node (icon
 * ligatures left out, they go to `icons`), and every button, link or menu item in it with its
 * accessible name and tooltip.
 */
export function readScreen(box) {
  const inBox = (element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.right > box.x &&
      rect.left < box.x + box.width &&
      rect.bottom > box.y &&
      rect.top < box.y + box.height
    );
  };
  const visible = (element) =>
    element.checkVisibility({
      opacityProperty: true,
      visibilityProperty: true,
    }) &&
    inBox(element) &&
    !element.closest('[aria-hidden="true"]:not(mat-icon)');
  const isIcon = (element) => Boolean(element.closest('mat-icon'));
  const text = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.textContent?.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!value || !parent || isIcon(parent)) continue;
    if (parent.closest('script, style, .cdk-visually-hidden')) continue;
    if (!visible(parent)) continue;
    if (text.at(-1) !== value) text.push(value);
  }
  const fields = [];
  for (const input of document.querySelectorAll('input, textarea')) {
    if (!visible(input) || input.type === 'checkbox' || input.type === 'radio')
      continue;
    if (input.value) fields.push(input.value);
  }
  const iconName = (element) => {
    const icon = element.matches('mat-icon')
      ? element
      : element.querySelector('mat-icon');
    if (!icon) return undefined;
    return (
      icon.getAttribute('data-mat-icon-name') ??
      icon.getAttribute('svgicon') ??
      (icon.textContent?.trim() || undefined)
    );
  };
  const described = (element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .filter(Boolean)
      .join(' ');
  const controls = [];
  for (const element of document.querySelectorAll(
    'button, a[href], [role="menuitem"], [role="tab"], [role="option"], mat-chip-option',
  )) {
    if (!visible(element)) continue;
    const tooltip =
      described(element) ||
      described(element.closest('[aria-describedby]') ?? element);
    const name =
      element.getAttribute('aria-label') ??
      [...element.childNodes]
        .map((child) =>
          child.nodeType === Node.ELEMENT_NODE && isIcon(child)
            ? ''
            : child.textContent,
        )
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    const entry = {name};
    if (tooltip) entry.tooltip = tooltip;
    const icon = iconName(element);
    if (icon) entry.icon = icon;
    if (entry.name || entry.tooltip || entry.icon) controls.push(entry);
  }
  const icons = [
    ...new Set(
      [...document.querySelectorAll('mat-icon')]
        .filter(visible)
        .map((icon) => iconName(icon))
        .filter(Boolean),
    ),
  ];
  return {text, fields, controls, icons};
}

/** Encodes a PNG (base64) as WebP in the page's canvas, the largest quality that keeps it under `maxBytes`. */
export async function encodeWebp(page, png, maxBytes) {
  return page.evaluate(
    async ({source, maxBytes}) => {
      const image = new Image();
      image.src = `data:image/png;base64,${source}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      let result;
      for (const quality of [0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5]) {
        const url = canvas.toDataURL('image/webp', quality);
        result = {data: url.slice(url.indexOf(',') + 1), quality};
        if ((result.data.length * 3) / 4 <= maxBytes) break;
      }
      return {...result, width: canvas.width, height: canvas.height};
    },
    {source: png.toString('base64'), maxBytes},
  );
}
