// autocannon requests for bench/login-flood's attackers, built in the load process: POST /api/auth/login
// with a random phone (7 and nine digits: no bench or demo account has one) and a random password, each
// from a random client address in X-Forwarded-For (the bench's shop trusts loopback as its proxy), so no
// per-address limit ever sees the same attacker twice.
const random = (n) => Math.floor(Math.random() * n);

export default function floodRequests() {
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `${1 + random(223)}.${random(256)}.${random(256)}.${1 + random(254)}` },
          body: JSON.stringify({ phone: `7${String(random(1e9)).padStart(9, '0')}`, password: `guess ${random(1e9)}` }),
        }),
      },
    ],
  };
}
