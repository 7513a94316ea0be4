// The seeded demo organization and login (packages/server/src/seed), used by scenarios
// that need a signed-in account.
export const DEMO = {
  organizationId: '00000000-0000-4000-8000-000000000001',
  clientId: 'convenedemoclient000000001',
  email: 'member@example.com',
  password: 'Convene-demo-1',
};

/** Signs in through the embedded identity provider and returns the access token. */
export async function signIn(server, { clientId, email, password } = DEMO) {
  const response = await fetch(`${server.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = await response.json();
  const token = body?.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return token;
}

/** The acting account of a token (GET /api/self). */
export async function selfOf(server, token, organizationId = DEMO.organizationId) {
  const response = await fetch(`${server.url}/api/self`, {
    headers: { organization: organizationId, authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`GET /api/self failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
