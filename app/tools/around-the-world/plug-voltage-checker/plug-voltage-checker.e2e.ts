import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/around-the-world/plug-voltage-checker';

test('loads the catalogue example: US to GB with a dual-voltage device', async ({ page }) => {
  await open(page, `${path}?from=US&to=GB&dual=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plug & Voltage Checker');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('US');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('GB');
  await expect(page.getByLabel('My device is dual-voltage')).toBeChecked();
  await expectTexts(page, { 'plug-to-types': 'G', 'plug-to-voltage': '230 V', 'plug-to-hz': '50 Hz' });
  await expect(page.getByTestId('plug-sockets')).toContainText('three rectangular pins');
  await expectTexts(page, {
    'plug-adapter': 'Adapter needed',
    'plug-voltage': 'No converter needed',
    'plug-frequency': 'Frequency differs',
  });
  await expect(page.getByTestId('plug-frequency-detail')).toContainText('Most dual-voltage chargers');
  await expect(page.getByTestId('plug-fit-B')).toContainText('needs an adapter');
});

test('bad codes keep the defaults; choices change the verdict and the address', async ({ page }) => {
  await open(page, `${path}?from=XX&to=zz`);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('US');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('GB');
  await expectTexts(page, { 'plug-to-types': 'G', 'plug-voltage': 'Converter needed' });
  await expect(page.getByTestId('plug-headline')).toHaveText(
    'You need a plug adapter; you need a voltage converter.',
  );

  await page.getByLabel('My device is dual-voltage').check();
  await expect(page.getByTestId('plug-voltage')).toHaveText('No converter needed');
  await expect(page).toHaveURL(/dual=1/);

  await page.getByLabel('To', { exact: true }).selectOption('CA');
  await expectTexts(page, {
    'plug-adapter': 'No adapter needed',
    'plug-frequency': 'Same frequency',
    'plug-to-voltage': '120 V',
  });
  await expect(page).toHaveURL(/to=CA/);

  await page.getByLabel('To', { exact: true }).selectOption('CH');
  await page.getByLabel('From', { exact: true }).selectOption('DE');
  await expect(page.getByTestId('plug-adapter')).toHaveText('Adapter needed for some plugs');
  await expect(page.getByTestId('plug-fit-F')).toContainText('needs an adapter');
  await expect(page.getByTestId('plug-fit-C')).toContainText('fits type C and J sockets');

  await page.getByLabel('My device is dual-voltage').uncheck();
  await expect(page).toHaveURL(/from=DE/);
  await expect(page).not.toHaveURL(/dual=/);

  await page.getByLabel('From', { exact: true }).selectOption('CH');
  await expect(page.getByTestId('plug-headline')).toHaveText(
    'You are at home: no adapter or converter needed.',
  );
});
