import type { Page } from 'playwright-core';

/** The demo customer seeded on a fresh shop (README "Quick start"). */
export const demoCustomer = { phone: '9000000002', password: 'jhatpat-customer' } as const;

/** The header's cart button; its accessible name spells out the count and total once it has items. */
export const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /My Cart|^Cart:/ });

/** Waits until the header's cart says `count` items (docs/product.md §4: count = sum of quantities). */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  const name = count === 1 ? /^Cart: 1 item / : new RegExp(`^Cart: ${count} items `);
  await page.getByRole('banner').getByRole('button', { name }).waitFor();
}

/**
 * Chooses a delivery location through the header's panel (docs/product.md §2 "Location selector"): search,
 * pick the first result, and acknowledge the delivery-city dialog that answers.
 */
export async function chooseLocation(page: Page, query: string, dialog: 'Great!' | 'OK'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /Delivery in 8 minutes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Select your Location' });
  await panel.getByRole('searchbox', { name: 'Search for area, street name' }).or(panel.getByRole('textbox', { name: 'Search for area, street name' })).fill(query);
  const results = panel.getByRole('region', { name: 'Search Results' });
  await results.getByRole('button').first().click();
  await page.getByRole('button', { name: dialog, exact: true }).click();
}

/** Logs in through the login screen and waits for the landing page of the role. */
export async function logIn(page: Page, { phone, password }: { phone: string; password: string }, landing: string): Promise<void> {
  // Where the shop sends SMS, login by OTP is the first tab: wait for the shop's answer, then pick the password.
  const otpAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/otp');
  await page.goto('/login');
  await otpAnswer;
  const passwordTab = page.getByRole('tab', { name: 'Use password' });
  // The answer renders a moment later; a shop without SMS shows no tabs at all.
  if (await passwordTab.waitFor({ timeout: 3000 }).then(() => true, () => false)) await passwordTab.click();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** The last code the SMS sandbox "sent" to `phone`, where a tester reads it (GET /api/dev/otp-codes, the /dev/otp page's source). */
export async function sandboxCode(baseUrl: string, phone: string): Promise<string> {
  const { status, body } = await apiCall<{ codes: { phone: string; code: string }[] }>(baseUrl, null, 'GET', '/dev/otp-codes');
  if (status !== 200) throw new Error(`GET /api/dev/otp-codes answered ${status}`);
  const sent = body.codes.find((sms) => sms.phone === phone);
  if (!sent) throw new Error(`no sandbox code for ${phone}`);
  return sent.code;
}

/** /login's first tab: the phone, "Send code", and the code step that follows. */
export async function askForLoginCode(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Login with OTP', selected: true }).waitFor();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
}

/** Logs an existing account in by OTP, with the code the sandbox "sent", and waits for `landing`. */
export async function logInByOtp(page: Page, baseUrl: string, phone: string, landing: string): Promise<void> {
  await askForLoginCode(page, phone);
  await page.getByLabel('6-digit code').fill(await sandboxCode(baseUrl, phone));
  await page.getByRole('button', { name: 'Verify and login' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/**
 * Adds `count` products from the home page: each time the first ADD button still showing, waiting
 * until that product's card shows its quantity stepper. (Shelves keep loading below, so counting ADD
 * buttons would race them.)
 */
export async function addFromHome(page: Page, count: number): Promise<void> {
  await page.goto('/');
  for (let added = 0; added < count; added++) {
    const add = page.getByRole('main').getByRole('button', { name: /^ADD / }).first();
    await add.waitFor();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^ADD /, '');
    await add.click();
    await page.getByRole('main').getByRole('group', { name: `Quantity of ${name}` }).first().waitFor();
  }
}

/** From the cart: Proceed, add a Patna address in the checkout's form, and go on to the payment page. */
export async function checkoutWithNewAddress(page: Page): Promise<void> {
  await headerCart(page).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.getByRole('button', { name: /Proceed/ }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByRole('heading', { name: 'Select Delivery Address' }).waitFor();
  await page.getByRole('button', { name: '+ Add New Address' }).click();
  const form = page.getByRole('dialog', { name: 'Enter complete address' });
  await form.getByLabel('Flat / House no / Building name *').fill('Flat 4B, Sunrise Apartments');
  await form.getByLabel('Area / Sector / Locality *').fill('Boring Road, Patna');
  await form.getByLabel('Your name *').fill('Ravi Kumar');
  await form.getByLabel('Your phone number (optional)').fill('9876543210');
  await form.getByRole('button', { name: /^Save/ }).click();
  await page.getByText('Address added successfully').waitFor();
  await page.getByRole('list', { name: 'Saved addresses' }).getByRole('button', { pressed: true }).waitFor();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL((url) => url.pathname === '/payment');
  await page.getByRole('heading', { name: 'Complete Your Purchase' }).waitFor();
}

/** The demo customer logs in, fills a cart with two products in Patna and reaches the payment page. */
export async function reachPaymentAsDemoCustomer(page: Page): Promise<void> {
  await logIn(page, demoCustomer, '/customer/dashboard');
  await chooseLocation(page, 'Kankarbagh', 'Great!');
  await addFromHome(page, 2);
  await expectCartCount(page, 2);
  await checkoutWithNewAddress(page);
}

/** The sandbox provider's page of one attempt: /api/payments/sandbox/{paymentId}/{key}. */
export const sandboxPagePath = /^\/api\/payments\/sandbox\/[0-9a-f]{24}\/[0-9a-f]{32}$/;

/** On the payment page: Pay Now with UPI, and wait for the provider's page; answers its path. */
export async function payNowWithUpi(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /UPI/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
  return new URL(page.url()).pathname;
}

/** The other demo accounts (README "Quick start"). */
export const demoAdmin = { phone: '9000000001', password: 'jhatpat-admin' } as const;
export const demoDelivery = { phone: '9000000003', password: 'jhatpat-delivery' } as const;
export const demoAuditor = { phone: '9000000004', password: 'jhatpat-auditor' } as const;

interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** A call to the shop's API as a signed-in user, outside any browser: the journeys' quick way to set a scene. */
export async function apiCall<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function apiLogin(baseUrl: string, account: { phone: string; password: string }): Promise<string> {
  const { status, body } = await apiCall<{ token: string }>(baseUrl, null, 'POST', '/auth/login', account);
  if (status !== 201 && status !== 200) throw new Error(`login of ${account.phone} answered ${status}`);
  return body.token;
}

/**
 * Places a cash-on-delivery order through the API the way the web app does: one of each of `productIds`
 * (the catalog's first two when not given) in the cart, a saved Patna address, then POST /user-orders priced from the server's own bill. Returns its id.
 */
export async function placeCodOrderByApi(baseUrl: string, token: string, productIds?: readonly string[]): Promise<string> {
  const products = productIds ?? (await apiCall<{ _id: string }[]>(baseUrl, null, 'GET', '/products')).body.slice(0, 2).map((product) => product._id);
  for (const productId of products) await apiCall(baseUrl, token, 'POST', '/cart/add', { productId, quantity: 1 });
  const address = await apiCall<{ _id: string }>(baseUrl, token, 'POST', '/addresses', {
    addressType: 'Home', building: 'Flat 4B, Sunrise Apartments', locality: 'Boring Road, Patna', contactName: 'Ravi Kumar', contactPhone: '9876543210',
  });
  type Line = { productId: { _id: string; name: string; price: number; image: string; variant: string | null }; quantity: number };
  const cart = (await apiCall<Record<string, number> & { products: Line[] }>(baseUrl, token, 'GET', '/cart')).body;
  const items = cart.products.map(({ productId, quantity }) => ({ productId: productId._id, name: productId.name, image: productId.image, variant: productId.variant, price: productId.price, quantity }));
  const { status, body } = await apiCall<{ orderId: string; msg?: string }>(
    baseUrl,
    token,
    'POST',
    '/user-orders',
    {
      addressId: address.body._id, paymentMethod: 'COD', items,
      itemsTotal: cart.itemsTotal, deliveryCharge: cart.deliveryCharge, handlingCharge: cart.handlingCharge,
      tipAmount: cart.tipAmount, donationAmount: cart.donationAmount, grandTotal: cart.grandTotal, paymentStatus: 'pending',
    },
    { 'idempotency-key': `journey-${Date.now()}-${Math.random().toString(16).slice(2)}` },
  );
  if (status !== 201 && status !== 200) throw new Error(`placing the order answered ${status}: ${body.msg ?? ''}`);
  return body.orderId;
}

/** The order's number (JP-000123), as every screen shows it, read with the token of someone who may see it. */
export async function orderNumberByApi(baseUrl: string, token: string, orderId: string): Promise<string> {
  const { status, body } = await apiCall<{ order: { orderNumber: string } }>(baseUrl, token, 'GET', `/orders/${orderId}`);
  if (status !== 200) throw new Error(`reading order ${orderId} answered ${status}`);
  return body.order.orderNumber;
}
