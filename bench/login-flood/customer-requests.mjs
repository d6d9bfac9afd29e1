// autocannon requests for bench/login-flood's real customer, built in the load process: the right phone
// and password from the customer's own address, with the device cookie of an earlier login (`cookie`)
// or without one (a fresh browser, which the shop treats as an untrusted client).
export default function customerRequests({ account, client, cookie }) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) };
  return { requests: [{ method: 'POST', path: '/api/auth/login', headers, body: JSON.stringify(account) }] };
}
