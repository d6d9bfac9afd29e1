// The commands the README promises, run as a person runs them: `npm run …` as a spawned process against a
// shop that has served orders, checking the exit code and what it printed. The first wave tested the
// tools' functions inside a test app and shipped `rebuild` and `audit` broken for a week (issue 15).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { jest } from '@jest/globals';
import { createTestDatabase, tablesOf, type TestDatabase, testEngine } from '../support/test-database.js';
import { npmRun, ShopProcess, shopEnv, toolEnv } from './support/npm-commands.js';
import { call, login, payOnSandboxPage, placeOrder } from './support/shopper-visits.js';

jest.setTimeout(300_000);

const engine = testEngine();
const metricsToken = randomBytes(32).toString('hex');

describe(`the README's commands, spawned, on ${engine}`, () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  // The tools get only the database's whereabouts: no signing secrets (they must not need them).
  let tools: Record<string, string>;
  let shop: ShopProcess | null = null;
  let codOrder: string;
  let upiOrder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { ...shopEnv(database), SEED_DEMO: 'true', METRICS_TOKEN: metricsToken };
    tools = toolEnv(database);
  });
  afterAll(async () => {
    await shop?.stop();
    await database.drop();
  });

  // The quick start (`npm start`: build, then serve) on the embedded engine; `npm run serve` on PostgreSQL.
  const opening = engine === 'pglite' ? 'start' : 'serve';

  it(`npm ${opening === 'start' ? 'start' : 'run serve'} opens the shop, says where and how to sign in, and takes orders`, async () => {
    // The default log level, so Nest's start-up lines would show if they were not kept for debug. Output
    // goes to a pipe, so logs are JSON lines unless LOG_FORMAT says otherwise (the PostgreSQL half).
    const pretty = engine === 'postgres';
    shop = await ShopProcess.start(opening, { ...env, LOG_LEVEL: 'log', ...(pretty ? { LOG_FORMAT: 'pretty' } : {}) });
    // The address it answers on (ShopProcess found the shop there by this line).
    const port = shop.port;
    expect(shop.stderr).toContain(`Jhatpat is open at http://localhost:${port}`);
    expect(shop.stderr).toMatch(/customer\s+9000000002 \/ jhatpat-customer/);
    // Which provider takes the money is said at start, the sandbox loudly (these shops ask for it).
    expect(shop.stderr).toContain('Payments: the SANDBOX (no money moves; anyone with a payment page link can mark it paid), and cash on delivery.');

    // A quiet start: a build summary, a few log lines and the banner, not ~800 lines of build output and route maps.
    const printed = `${shop.stdout}${shop.stderr}`;
    expect(printed.trimEnd().split('\n').length).toBeLessThan(40);
    expect(printed).not.toMatch(/Mapped \{|RoutesResolver|RouterExplorer|InstanceLoader|dependencies initialized/);
    let logLines = shop.stdout.trimEnd().split('\n');
    if (opening === 'start') {
      // Built by this start, or (as in CI, after its build step) found built from the current sources.
      expect(shop.stdout).toMatch(
        /^(Building the shop \(nx run-many -t build\)…\n( {2}\S+ +nx run \S+:build.*\n)+Built \d+ project\(s\) in [\d.]+ s.*|The shop is built: nothing changed since the last build\.)\n/,
      );
      logLines = logLines.slice(logLines.findIndex((line) => line.startsWith('Built ') || line.startsWith('The shop is built')) + 1);
    }
    if (pretty) {
      for (const line of logLines) expect(line).toMatch(/^\[jhatpat\] \d+ +- .+ (LOG|WARN) \[[\w-]+\] \S/);
      expect(logLines.join('\n')).toMatch(new RegExp(`LOG \\[jhatpat\\] shop open url=http://localhost:${port} engine=postgres payments=sandbox sms=none demoData=true$`, 'm'));
      // The README's command gives one role: the shop says once that only the hash chain guards the log.
      expect(logLines.filter((line) => line.includes('event log not guarded by database roles note="DATABASE_OWNER_URL is not set:'))).toHaveLength(1);
    } else {
      const entries = logLines.map((line) => JSON.parse(line));
      expect(entries).toContainEqual(expect.objectContaining({ level: 'log', context: 'jhatpat', message: { msg: 'shop open', url: `http://localhost:${port}`, engine, payments: 'sandbox', sms: engine === 'pglite' ? 'sandbox' : 'none', demoData: true } }));
    }

    const token = await login(shop.url, '9000000002', 'jhatpat-customer');
    codOrder = (await placeOrder(shop.url, token, 'COD', 'readme-cod-1')).orderId;
    const upi = await placeOrder(shop.url, token, 'UPI', 'readme-upi-1');
    upiOrder = upi.orderId;
    expect(upi.paymentUrl).toMatch(/\/api\/payments\/sandbox\//);
    await payOnSandboxPage(shop.url, upi.paymentUrl as string);
    // Settlement is a processor: the order turns paid a moment after the provider's webhook.
    const deadline = Date.now() + 60_000;
    let paymentStatus = '';
    while (Date.now() < deadline && paymentStatus !== 'paid') {
      paymentStatus = (await call(shop.url, 'GET', `/api/orders/${upiOrder}`, { token })).order.paymentStatus;
      if (paymentStatus !== 'paid') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(paymentStatus).toBe('paid');
  });

  it('the running shop answers GET /api/health, and GET /api/metrics to Prometheus with METRICS_TOKEN', async () => {
    const health = await call(shop!.url, 'GET', '/api/health');
    expect(health).toMatchObject({ engine, migrations: { pending: [] }, processors: expect.arrayContaining([expect.objectContaining({ id: 'order-notifications:v1' })]) });
    expect(['ok', 'degraded']).toContain(health.status);
    await call(shop!.url, 'GET', '/api/metrics', { expect: 401 });
    const metrics: string = await call(shop!.url, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(metrics).toMatch(/^jhatpat_events_appended_total\{type="OrderPlaced"\} 2$/m);
    expect(metrics).toMatch(/^jhatpat_http_request_duration_seconds_count\{method="POST",route="\/api\/user-orders",status_class="2xx"\} 2$/m);
    expect(metrics).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('the running shop serves the contract committed in libs/api-client, every DTO under its own name', async () => {
    // `npm run contracts -- --check` compares the committed files with the build's AppModule in preview mode;
    // this is the document the shop as run serves, where each DTO's class name is its schema's name.
    const committed = JSON.parse(await readFile(new URL('../../../../libs/api-client/src/contract/openapi.json', import.meta.url), 'utf8'));
    expect(await call(shop!.url, 'GET', '/api/docs-json')).toEqual(committed);
  });

  if (engine === 'pglite') {
    it("an audit started beside the running embedded shop says to read it from the shop's API, which serves it", async () => {
      const result = await npmRun('audit', ['order', codOrder], tools);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^jhatpat: the data directory .* is in use by the running shop \(pid \d+\), and the embedded database admits one process\. Read the audit from the running shop's API with an auditor account \(GET \/api\/audit\/orders\/<orderId>\?at=<ISO time>, GET \/api\/audit\/streams\/<streamId>\/events; see \/api\/docs\), or stop the shop and run this again\n$/,
      );
      const auditor = await login((shop as ShopProcess).url, '9000000004', 'jhatpat-auditor');
      const fromTheApi = await call((shop as ShopProcess).url, 'GET', `/api/audit/orders/${upiOrder}`, { token: auditor });
      expect(fromTheApi.order.events[0]).toMatchObject({ type: 'OrderPlaced', streamId: `order-${upiOrder}` });
      expect(fromTheApi.payments.map((payment: { events: { type: string }[] }) => payment.events.at(-1)?.type)).toEqual(['PaymentSucceeded']);

      const rebuild = await npmRun('rebuild', [], tools);
      expect(rebuild.code).toBe(1);
      expect(rebuild.stderr).toMatch(/^jhatpat: the data directory .* is in use by another Jhatpat process \(pid \d+\); stop it or set another DATA_DIR\n$/);
      const stopped = shop?.stop();
      shop = null;
      expect(await stopped).toEqual({ code: null, signal: 'SIGINT' });
    });
  }

  it('npm run audit on a database the shop never opened says how to start it, and creates nothing there', async () => {
    const unopened = await createTestDatabase();
    try {
      const result = await npmRun('audit', ['order', codOrder], toolEnv(unopened));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        engine === 'postgres'
          ? /^jhatpat: this database has no Jhatpat schema yet: start the shop once \(npm start\) or check DATABASE_URL\n$/
          : /^jhatpat: this database has no Jhatpat schema yet: start the shop once \(npm start\) or check DATA_DIR \(there is no database in .*pglite\)\n$/,
      );
      expect(await tablesOf(unopened)).toEqual([]);
    } finally {
      await unopened.drop();
    }
  });

  it('npm run audit -- order <id> prints the order, its payment, actors and state, with no signing secret set', async () => {
    const result = await npmRun('audit', ['order', upiOrder], tools);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^order-${upiOrder} \\(order\\), \\d+ events, checkout [0-9a-f-]{36}\\n  #1 \\S+ OrderPlaced by customer \\w+`, 'm'));
    expect(result.stdout).toMatch(/^payment-\w+ \(payment\), \d+ events, checkout [0-9a-f-]{36}$/m);
    expect(result.stdout).toMatch(/#\d \S+ PaymentSucceeded by provider \(cause provider:evt_\w+\)/);
    expect(result.stdout).toMatch(new RegExp(`^order-${upiOrder} \\(order\\), \\d+ events, checkout [0-9a-f-]{36}$`, 'm'));
    expect(result.stdout).toMatch(/state now:\n\s+\{/);
  });

  it('npm run audit -- order <id> --at a moment before the order says there was nothing yet', async () => {
    const result = await npmRun('audit', ['order', codOrder, '--at', '2020-01-01T00:00:00Z'], tools);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`jhatpat: no events for order ${codOrder} at 2020-01-01T00:00:00.000Z\n`);
  });

  it('npm run audit -- stream <id> prints any stream', async () => {
    const result = await npmRun('audit', ['stream', `order-${codOrder}`], tools);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^order-${codOrder} \\(order\\), 1 events`, 'm'));
    expect(result.stdout).toContain('"paymentMethod": "COD"');
  });

  it('npm run audit -- verify recomputes every chain, prints an anchor, and checks the log against it with --expect', async () => {
    const result = await npmRun('audit', ['verify'], tools);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^checked \d+ events in \d+ streams$/m);
    expect(result.stdout).toMatch(/every chain holds\n$/);
    expect(result.stderr).toMatch(/verify \[#+\] 100%/);
    const anchor = /^anchor: (\d+:\d+:[\d,]*\/[0-9a-f]{64})$/m.exec(result.stdout)?.[1] ?? '';
    expect(anchor).not.toBe('');
    const again = await npmRun('audit', ['verify', '--expect', anchor], tools);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`anchor ${anchor} matches`);
    const typo = await npmRun('audit', ['verify', '--expect', 'abc'], tools);
    expect(typo).toMatchObject({ code: 1, stderr: 'jhatpat: --expect takes an anchor as verify prints it (<snapshot>/<64 hex digits>), got "abc"\n' });
  });

  it('npm run audit -- money prints the days, totals and exceptions, and CSV with --csv', async () => {
    const table = await npmRun('audit', ['money'], env);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toMatch(/^Money from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(IST days\)$/m);
    expect(table.stdout).toMatch(/^total\s+₹[\d,.]+\s+₹0\.00\s+₹0\.00\s+₹[\d,.]+$/m);
    expect(table.stdout).toContain('No exceptions: every delivered or cancelled order holds what it should.');
    const csv = await npmRun('audit', ['money', '--csv'], env);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/^day,captured,refunded,cod_collected,outstanding\n\d{4}-\d{2}-\d{2},/);
    const bad = await npmRun('audit', ['money', '--from', 'yesterday'], env);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.stderr).toContain('jhatpat: from must be a day such as 2026-11-25, got "yesterday"');
  });

  it('npm run audit with a wrong kind prints its usage and exits 1', async () => {
    const result = await npmRun('audit', ['invoice', '1'], tools);
    // Twice in CI this read 130 (a SIGINT to the tool or its build, source not found; docs/decisions.md#engine-parity
    // lists the open gaps): matched as a whole, a failure shows the outputs beside the code.
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toMatch(/^jhatpat: usage: npm run audit -- order <order number or id>/);
  });

  it('npm run rebuild replays the log with progress and finds every read model identical', async () => {
    const result = await npmRun('rebuild', [], tools);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Replayed \d+ events in [\d.]+ s \([\d,]+ events\/s\), and swapped the rebuilt tables in\./);
    expect(result.stdout).toContain('  orders_view (order-view): 2 rows, identical to the live read model at the swap');
    expect(result.stdout).toContain('  payments_view (payments-view): 1 row, identical to the live read model at the swap');
    expect(result.stdout).toContain('  money_movements (money-ledger): 1 row, identical to the live read model at the swap');
    expect(result.stdout).toMatch(/^ {2}notifications \(notifications\): \d+ rows?, identical to the live read model at the swap$/m);
    expect(result.stdout).not.toContain('DIFFERED');
    expect(result.stderr).toMatch(/rebuild \[#+\] 100%/);
  });

  it('npm run user:create adds a staff account that signs in to the restarted shop', async () => {
    const phone = '9123456780';
    const result = await npmRun('user:create', ['--role', 'delivery', '--phone', phone, '--name', 'Sunil Rider', '--password', 'rider password 1'], tools);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^created delivery Sunil Rider \\(${phone}\\), _id [0-9a-f]{24}\\n$`));

    const again = await npmRun('user:create', ['--role', 'delivery', '--phone', phone, '--name', 'Sunil Rider', '--password', 'rider password 1'], tools);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`user:create: a user with phone ${phone} already exists\n`);

    shop ??= await ShopProcess.start('serve', env);
    expect(await login(shop.url, phone, 'rider password 1')).toMatch(/^ey/);
  });

  // README "Running on PostgreSQL": JWT_SECRET, PERSONAL_DATA_KEY and DATABASE_URL only. A deployment, so no demo data and no sandbox money.
  if (engine === 'postgres') {
    it('DATABASE_URL=… npm run serve with only JWT_SECRET and PERSONAL_DATA_KEY: no demo accounts, cash only, and how to make the first admin', async () => {
      const bare = await createTestDatabase('postgres');
      const readmeEnv = { DATA_DIR: bare.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: (bare.settings as { url: string }).url, JWT_SECRET: randomBytes(48).toString('base64'), PERSONAL_DATA_KEY: randomBytes(32).toString('base64'), PAYMENT_WEBHOOK_SECRET: '', SEED_DEMO: '', PAYMENT_PROVIDER: '' };
      const deployed = await ShopProcess.start('serve', readmeEnv);
      try {
        expect(deployed.stderr).toContain('Payments: cash on delivery only (set the RAZORPAY_* keys for online payments, or PAYMENT_PROVIDER=sandbox to try them).');
        expect(deployed.stderr).toContain('No admin account yet: npm run user:create -- --role admin');
        expect(deployed.stderr).not.toContain('9000000001');
        expect(await call(deployed.url, 'GET', '/api/payment-methods')).toEqual({ methods: ['COD'], provider: 'none' });
        await expect(login(deployed.url, '9000000001', 'jhatpat-admin')).rejects.toThrow();
      } finally {
        await deployed.stop();
        await bare.drop();
      }
    });
  }
});

