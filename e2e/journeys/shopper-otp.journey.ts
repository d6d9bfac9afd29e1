import { describe, expect, test } from 'vitest';
import { describeProblems, saveScreenshot } from '../support/browser.js';
import { askForLoginCode, demoCustomer, sandboxCode } from '../support/shopper.js';
import { shopWithPage } from '../support/shop-with-page.js';

const journey = 'shopper-otp';

// Issue 19 "Login by OTP", at 390 px on the real shop with the SMS sandbox: the demo customer logs in with a
// code, and a new phone signs up with a code and a name. The code is read where a tester reads it: the
// sandbox's dev list (GET /api/dev/otp-codes, the /dev/otp page's source), not from the page under test.
describe('a shopper at 390 px logs in by OTP, and a new phone signs up by OTP, sets a password and deletes the account', () => {
  const scene = shopWithPage();

  const latestCode = (phone: string) => sandboxCode(scene.shop.baseUrl, phone);

  test('the demo customer logs in with the code the sandbox "sent"', async () => {
    const { page, problems } = scene.opened;
    await askForLoginCode(page, demoCustomer.phone);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^Resend code in \d+ s$/);
    expect(await page.getByLabel('6-digit code').getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByLabel('6-digit code').fill(await latestCode(demoCustomer.phone));
    await saveScreenshot(page, journey, '01-code-step');
    await page.getByRole('button', { name: 'Verify and login' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
    await page.getByText('Login successful!').waitFor();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  test('a tester sees the sandbox\'s codes on /dev/otp', async () => {
    const { page } = scene.opened;
    await page.goto('/dev/otp');
    await page.getByRole('cell', { name: demoCustomer.phone }).first().waitFor();
    await saveScreenshot(page, journey, '02-dev-otp-page');
  });

  test('a new phone gives the code, then a name, and is signed in as a new customer', async () => {
    const { page, problems } = scene.opened;
    await page.evaluate(() => localStorage.clear());
    const phone = '9812345670';
    await askForLoginCode(page, phone);
    // A wrong code first: said under the field, and the code stays usable.
    const code = await latestCode(phone);
    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and login' }).click();
    await page.getByText('That code is not right. Please check the SMS and try again.').waitFor();
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and login' }).click();
    await page.getByLabel('Your name').fill('Mohan Lal');
    await saveScreenshot(page, journey, '03-name-step');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await saveScreenshot(page, journey, '04-signed-up');
    expect(problems.filter((problem) => !problem.text.includes('400')), describeProblems(problems)).toEqual([]);
  });

  // The account made by OTP has no password it knows: the account page offers one, and then the
  // delete dialog asks for it (the code way is the API spec's: a second code waits out the 60 s resend).
  test('the new customer sets a password on the account page, then deletes the account with it', async () => {
    const { page, problems } = scene.opened;
    await page.goto('/account');
    const offer = page.getByRole('region', { name: 'Set a password' });
    await offer.getByLabel('New password').fill('mohan lal password');
    await saveScreenshot(page, journey, '05-set-password');
    await offer.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password is set. You can log in with it too.').waitFor();
    await offer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account' });
    await dialog.getByLabel('Password').fill('mohan lal password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The wrong code's 400 above. No logout follows the erasure: its session ended with the account.
    const expected = ({ text }: { text: string }) => text.includes('400');
    expect(problems.filter((problem) => !expected(problem)), describeProblems(problems)).toEqual([]);
  });
});
