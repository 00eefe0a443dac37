import { expect, test } from '@playwright/test';
import { logIn } from './account';
import { US } from './hosts';
import { newEndUser } from './tax-review';

/** The tax form names every wrong field at once, in English and in French. */
test('the tax form lists every field that is wrong after one submission, in English and French', async ({ page }) => {
  const customer = await newEndUser('errors');
  await logIn(page, US, customer.email, customer.password);
  await expect(page.getByText('Logged in successfully').last()).toBeVisible();

  for (const { lang, open, title, firstName, submit, messages } of [
    {
      lang: 'en',
      open: 'Fill out tax form',
      title: 'Tax Exemption Form',
      firstName: 'First Name',
      submit: 'Submit',
      messages: [
        'First name is required',
        'A valid EIN is required',
        'Address is required',
        'City is required',
        'State is required',
        'A valid zip is required',
        'A valid phone number is required',
        'File is required and must be a PDF',
      ],
    },
    {
      lang: 'fr',
      open: 'Remplir le formulaire fiscal',
      title: "Formulaire d'exonération de taxes",
      firstName: 'Prénom',
      submit: 'Envoyer',
      messages: [
        'Le prénom est obligatoire',
        'Un EIN valide est obligatoire',
        "L'adresse est obligatoire",
        'La ville est obligatoire',
        "L'État est obligatoire",
        'Un code postal valide est obligatoire',
        'Un numéro de téléphone valide est obligatoire',
        'Le fichier est obligatoire et doit être un PDF',
      ],
    },
  ]) {
    await test.step(lang, async () => {
      await page.goto(`${US}/account?lang=${lang}`);
      await page.getByRole('button', { name: open }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel(firstName, { exact: false }).first().fill('');
      await dialog.getByRole('button', { name: submit, exact: true }).click();
      await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveText(messages);
      await expect(dialog.getByLabel(firstName).first()).toBeFocused();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }
});
