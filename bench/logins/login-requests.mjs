// autocannon requests for bench/logins, built in the load process: POST /api/auth/login going round
// the bench's accounts, each with its own phone and password, so no account logs in twice at once.
export default function loginRequests({ accounts }) {
  let next = 0;
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest: (request) => {
          const account = accounts[next++ % accounts.length];
          return { ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) };
        },
      },
    ],
  };
}
