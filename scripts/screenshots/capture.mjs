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
    // `state: 'hidden'` waits for a dialog to close.
    await page
      .locator(step.waitFor)
      .first()
      .waitFor({state: step.state ?? 'visible', timeout});
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
 * What the picture shows, read from the page at the moment it is taken; the picture is the oracle, so
 * only what a reader can see counts. A text node is kept when every line of it lies inside the
 * captured `box` and inside every ancestor that clips its overflow (a table scrolled sideways, a
 * dialog cut by the window), and when hit-testing its middle (`document.elementsFromPoint`) reaches
 * it before anything opaque drawn over it (a popover, an autocomplete panel, a sticky bar); a control
 * or icon the same by its box. Icon ligatures go to `icons`, not `text`. Besides the text: every
 * button, link, tab, menu item or option with its accessible name and tooltip; the state of the app
 * (the active tab, the dialog, menus and other overlays open, the expanded sections); and `counts`,
 * for each name in `count`, the elements of that selector wholly visible.
 *
 * Runs in the page: everything it needs is inside it.
 * @param {{box: {x: number, y: number, width: number, height: number}, count?: Record<string, string>}} options
 */
export function readScreen({box, count = {}}) {
  // Hit-testing sees what is drawn, whatever takes the pointer: labels and outlines that let clicks
  // through would otherwise hide themselves.
  const probe = document.createElement('style');
  probe.textContent = '* { pointer-events: auto !important; }';
  document.head.append(probe);
  try {
    const EDGE = 1.5;
    const crop = {
      left: box.x,
      top: box.y,
      right: box.x + box.width,
      bottom: box.y + box.height,
    };
    const meet = (a, b) => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const within = (rect, area) =>
      rect.left >= area.left - EDGE &&
      rect.right <= area.right + EDGE &&
      rect.top >= area.top - EDGE &&
      rect.bottom <= area.bottom + EDGE;
    /** The part of the crop an element's content can be seen in: every clipping ancestor's inside. */
    const regions = new Map();
    const regionOf = (element) => {
      if (!element) return crop;
      if (regions.has(element)) return regions.get(element);
      const style = getComputedStyle(element);
      let region =
        style.position === 'fixed' ? crop : regionOf(element.parentElement);
      const clips = (value) => value !== 'visible';
      if (
        style.display !== 'inline' &&
        style.display !== 'contents' &&
        (clips(style.overflowX) || clips(style.overflowY))
      ) {
        const outer = element.getBoundingClientRect();
        const left = outer.left + element.clientLeft;
        const top = outer.top + element.clientTop;
        region = meet(region, {
          left: clips(style.overflowX) ? left : -Infinity,
          right: clips(style.overflowX) ? left + element.clientWidth : Infinity,
          top: clips(style.overflowY) ? top : -Infinity,
          bottom: clips(style.overflowY)
            ? top + element.clientHeight
            : Infinity,
        });
      }
      regions.set(element, region);
      return region;
    };
    /** Something drawn over a point hides what is under it if it paints (mostly) opaquely. */
    const paints = (element) => {
      if (
        !element.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
        })
      )
        return false;
      if (/^(IMG|CANVAS|VIDEO|svg)$/.test(element.tagName)) return true;
      const style = getComputedStyle(element);
      if (style.backgroundImage !== 'none') return true;
      const alpha = /rgba?\(([^)]+)\)/
        .exec(style.backgroundColor)?.[1]
        ?.split(/[ ,/]+/)
        .map(Number)[3];
      return style.backgroundColor !== 'transparent' && (alpha ?? 1) > 0.5;
    };
    /** Whether hit-testing the middle of `rect` reaches `element` before anything opaque over it. */
    const uncovered = (element, rect) => {
      const x = (rect.left + rect.right) / 2;
      const y = (rect.top + rect.bottom) / 2;
      for (const hit of document.elementsFromPoint(x, y)) {
        if (hit === element || element.contains(hit) || hit.contains(element))
          return true;
        if (hit === probe) continue;
        if (paints(hit)) return false;
      }
      return false;
    };
    const seen = (element) =>
      element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
      }) && !element.closest('[aria-hidden="true"]:not(mat-icon)');
    /** An element wholly inside its visible region, and not covered. */
    const visible = (element) => {
      if (!seen(element)) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) return false;
      return (
        within(rect, regionOf(element.parentElement)) &&
        uncovered(element, rect)
      );
    };
    const isIcon = (element) => Boolean(element.closest('mat-icon'));
    const text = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!value || !parent || isIcon(parent)) continue;
      if (parent.closest('script, style, .cdk-visually-hidden')) continue;
      if (!seen(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter(
        (rect) => rect.width > 0 && rect.height > 0,
      );
      const region = regionOf(parent);
      if (
        lines.length === 0 ||
        !lines.every((line) => within(line, region) && uncovered(parent, line))
      )
        continue;
      if (text.at(-1) !== value) text.push(value);
    }
    const fields = [];
    for (const input of document.querySelectorAll('input, textarea')) {
      if (input.type === 'checkbox' || input.type === 'radio') continue;
      if (input.value && visible(input)) fields.push(input.value);
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
    const nameOf = (element) =>
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
    const controls = [];
    for (const element of document.querySelectorAll(
      'button, a[href], [role="menuitem"], [role="tab"], [role="option"], mat-chip-option',
    )) {
      if (!visible(element)) continue;
      const tooltip =
        described(element) ||
        described(element.closest('[aria-describedby]') ?? element);
      const entry = {name: nameOf(element)};
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
    // The state the picture is in. A tab is active by the app's own marks (Angular Material's
    // mdc-tab--active class, aria-selected or aria-current).
    const shown = (element) =>
      seen(element) &&
      (() => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          rect.right > crop.left &&
          rect.left < crop.right &&
          rect.bottom > crop.top &&
          rect.top < crop.bottom
        );
      })();
    const tabs = [
      ...document.querySelectorAll('[role="tab"], .mat-mdc-tab-link'),
    ].filter(shown);
    const activeTabs = tabs
      .filter(
        (tab) =>
          tab.classList.contains('mdc-tab--active') ||
          tab.getAttribute('aria-selected') === 'true' ||
          tab.getAttribute('aria-current') === 'page',
      )
      .map((tab) => nameOf(tab));
    const heading = (element) =>
      (
        element.querySelector(
          '[mat-dialog-title], .mat-mdc-dialog-title, h1, h2, h3, .dialog-header, header',
        )?.textContent ?? ''
      )
        .replace(/\s+/g, ' ')
        .trim();
    const dialogs = [...document.querySelectorAll('mat-dialog-container')]
      .filter(shown)
      .map(heading);
    const menus = [...document.querySelectorAll('.mat-mdc-menu-panel')]
      .filter(shown)
      .map((menu) =>
        [
          ...menu.querySelectorAll(
            '[role="menuitem"], [role="menuitemcheckbox"], mat-checkbox, .mat-mdc-menu-item',
          ),
        ]
          .map((item) => item.textContent.replace(/\s+/g, ' ').trim())
          .filter(Boolean),
      );
    // Every overlay in the picture, by kind: a step must open each on purpose.
    const kinds = [
      ['mat-dialog-container', 'dialog'],
      ['.mat-mdc-menu-panel', 'menu'],
      ['.mat-mdc-autocomplete-panel', 'autocomplete'],
      ['.mat-mdc-select-panel', 'select'],
      ['.mat-datepicker-content', 'datepicker'],
      ['ngb-popover-window', 'popover'],
      ['.mat-mdc-snack-bar-container', 'snackbar'],
    ];
    const overlays = [];
    for (const [selector, kind] of kinds)
      for (const element of document.querySelectorAll(selector))
        if (shown(element)) overlays.push(kind);
    for (const pane of document.querySelectorAll('.cdk-overlay-pane'))
      if (
        shown(pane) &&
        !kinds.some(([selector]) => pane.querySelector(selector)) &&
        pane.textContent.trim()
      )
        overlays.push(`other: ${pane.className}`);
    /** An element's text as a reader sees it: icon ligatures left out. */
    const wording = (element) => {
      if (!element) return '';
      const parts = [];
      const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode())
        if (!isIcon(node.parentElement)) parts.push(node.textContent);
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const expanded = [
      ...document.querySelectorAll('mat-expansion-panel.mat-expanded'),
    ]
      .map((panel) => panel.querySelector('.mat-expansion-panel-header'))
      // A section counts when its header is in the picture (a crop's padding may catch the edge
      // of the section above).
      .filter((header) => header && visible(header))
      .map(wording);
    const counts = Object.fromEntries(
      Object.entries(count).map(([name, selector]) => [
        name,
        [...document.querySelectorAll(selector)].filter(visible).length,
      ]),
    );
    return {
      text,
      fields,
      controls,
      icons,
      state: {activeTabs, dialogs, menus, overlays: overlays.sort(), expanded},
      counts,
    };
  } finally {
    probe.remove();
  }
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
      for (const quality of [0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5, 0.45, 0.4]) {
        const url = canvas.toDataURL('image/webp', quality);
        result = {data: url.slice(url.indexOf(',') + 1), quality};
        if ((result.data.length * 3) / 4 <= maxBytes) break;
      }
      return {...result, width: canvas.width, height: canvas.height};
    },
    {source: png.toString('base64'), maxBytes},
  );
}
