import { expect } from '@playwright/test';
import { expectTexts, open, test } from '../../../../e2e/helpers';

const path = '/calculators/peptide-calculator';
const safety = 'For research use only. Not for dosing, injection or any medical use.';

test('the catalogue example shows substance P amide as text, then recalculates on input', async ({
  page,
}) => {
  await open(page, `${path}?seq=RPKPQQFFGLM&ph=7&amid=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peptide Calculator');
  await expect(page.getByText(safety, { exact: true })).toBeVisible();
  await expectTexts(page, {
    'peptide-mono': '1,346.728 Da',
    'peptide-average': '1,347.63 g/mol',
    'peptide-formula': 'C63H98N18O13S',
    'peptide-charge': '+2.98',
  });
  await expect(page.getByText('Net charge at pH 7.0')).toBeVisible();
  await expect(page.getByTestId('peptide-pi')).toHaveText('above 14');
  await expect(page.getByText(/cannot be measured by absorbance at\s+280 nm/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Amino acid composition' })).toContainText(
    'Phenylalanine (Phe, F)',
  );
  await expect(page.getByRole('slider', { name: 'pH' })).toHaveValue('7');
  await expect(page.getByLabel('C-terminal amidation (-NH2)')).toBeChecked();

  // A new sequence, typed with a stray character: amidation off, then acetylation on.
  await page.getByLabel('Peptide sequence').fill('DRVYIHPF x');
  await page.getByLabel('C-terminal amidation (-NH2)').uncheck();
  await expectTexts(page, {
    'peptide-mono': '1,045.535 Da',
    'peptide-average': '1,046.18 g/mol',
    'peptide-formula': 'C50H71N13O12',
    'peptide-extinction': '1,490 M⁻¹cm⁻¹',
    'peptide-read-notes': 'Ignored: 1 character (X).',
  });
  await page.getByLabel('N-terminal acetylation (Ac-)').check();
  await expectTexts(page, {
    'peptide-mono': '1,087.545 Da',
    'peptide-notation': 'Ac-DRVYIHPF',
  });
  await expect(page).toHaveURL(/[?&]acetyl=1/);
  await expect(page).toHaveURL(/[?&]seq=DRVYIHPF(\+|%20)x/);
  await expect(page).not.toHaveURL(/amid=/);
  await expect(page.getByText(safety, { exact: true })).toBeVisible();
});

test('the solution helper finds concentration, mass and volume', async ({ page }) => {
  await open(page, `${path}?seq=RPKPQQFFGLM&amid=1`);
  const result = page.getByTestId('solution-result');
  await page.getByLabel('Peptide mass').fill('1');
  await page.getByLabel('Solution volume').fill('2');
  await expect(result).toContainText('Concentration: 0.5 mg/mL');
  await expect(result).toContainText('1 mg in 2 mL = 0.5 mg/mL = 0.371 mM');
  await page.getByRole('radio', { name: 'mM' }).check({ force: true });
  await expect(result).toContainText('Concentration: 0.371 mM');
  await page.getByRole('radio', { name: 'Mass' }).check({ force: true });
  await page.getByLabel('Target concentration').fill('1');
  await expect(result).toContainText('Mass: 2.695 mg');
  await page.getByRole('radio', { name: 'Volume' }).check({ force: true });
  await expect(result).toContainText('Volume: 0.742 mL');
  // The helper's state stays out of the address.
  await expect(page).toHaveURL(/\?seq=RPKPQQFFGLM&amid=1$/);
});

test('empty or invalid sequences show the intro; hostile links do not break the page', async ({ page }) => {
  await open(page, `${path}?seq=XXX1&ph=abc&acetyl=maybe`);
  await expect(page.getByText('Enter a peptide sequence to see', { exact: false })).toBeVisible();
  await expect(page.getByTestId('peptide-read-notes')).toHaveText('Ignored: 4 characters (X, 1).');
  await expect(page.getByRole('slider', { name: 'pH' })).toHaveValue('7.4');
  await expect(page.getByText(safety, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Try substance P/ }).click();
  await expect(page.getByTestId('peptide-mono')).toHaveText('1,346.728 Da');
  await open(page, `${path}?seq=${encodeURIComponent('H-Arg-Pro-Pro-Gly-Phe-Ser-Pro-Phe-Arg-OH')}&ph=99`);
  await expect(page.getByTestId('peptide-mono')).toHaveText('1,059.561 Da');
  await expect(page.getByRole('slider', { name: 'pH' })).toHaveValue('14');
});

test('fits a 375 px screen with a long sequence', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, `${path}?seq=${'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT'.repeat(6)}`);
  await expect(page.getByTestId('peptide-formula')).toHaveText('C918H1340N258O289S6');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
