/** The session headers of a demo account on a running Livery, signed in through the API. */
export async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'livery-demo' }),
  });
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status}`);
  return {
    'access-token': answer.headers.get('access-token') ?? '',
    client: answer.headers.get('client') ?? '',
    uid: answer.headers.get('uid') ?? '',
  };
}

/** A demo account's session where the web app keeps it (the `livery_auth` cookie), for a browser to start with. */
export async function signInCookie(
  base: string,
  email: string,
): Promise<{ name: string; value: string; url: string }> {
  const answer = await fetch(`${base}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'livery-demo' }),
  });
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status}`);
  const session = Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry', 'token-type'].map((name) => [
      name,
      answer.headers.get(name) ?? '',
    ]),
  );
  return { name: 'livery_auth', value: encodeURIComponent(JSON.stringify(session)), url: base };
}
