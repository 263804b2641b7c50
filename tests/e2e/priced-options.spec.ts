import { expect, test, type Page } from '@playwright/test';

// Issue 21 item 4: an option that costs more says so to a screen reader too. Read from
// Chromium's own accessibility tree (CDP), every radio and checkbox of a product page whose
// row shows a price ('+$0.50') has that price in its accessible name or description.

interface PricedControl {
  price: string;
  name: string;
  description: string;
}

async function pricedControls(page: Page): Promise<PricedControl[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: 'main input[type="radio"], main input[type="checkbox"]',
  });
  const controls: PricedControl[] = [];
  for (const nodeId of nodeIds) {
    const { object } = await cdp.send('DOM.resolveNode', { nodeId });
    // the price the customer sees on the control's row
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      functionDeclaration:
        'function () { const row = this.closest("label, li"); const m = row && row.textContent.match(/\\+\\s?\\$\\s?\\d+\\.\\d{2}/); return m ? m[0] : ""; }',
      returnByValue: true,
    });
    const price = result.value as string;
    if (!price) continue;
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    controls.push({
      price,
      name: String(node?.name?.value ?? ''),
      description: String(node?.description?.value ?? ''),
    });
  }
  return controls;
}

test.use({ viewport: { width: 390, height: 844 } });

test('each priced option of a product names its price in the accessibility tree', async ({
  page,
}) => {
  await page.goto('/menu/categoria/hamburguesas');
  await page
    .locator('main')
    .getByRole('link', { name: /^Hamburguesa Clásica/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeVisible();
  // the heading can come before the product's options: read the tree once they are drawn
  await expect(page.getByRole('radio', { name: 'Pan brioche' })).toBeAttached();
  const controls = await pricedControls(page);
  // the burger's bread ('Pan brioche', '+$0.50') and extras ('Tocino') cost more
  expect(controls.length, 'no priced option found on the page').toBeGreaterThanOrEqual(2);
  for (const control of controls) {
    const spoken = `${control.name} ${control.description}`.replace(/\s/g, '');
    expect(spoken, JSON.stringify(control)).toContain(control.price.replace(/\s/g, ''));
  }
  expect(controls).toContainEqual(
    expect.objectContaining({ name: 'Pan brioche', description: '+$0.50' }),
  );
});
