// The seeded demo organization and login (packages/server/src/seed), used by scenarios
// that need a signed-in account.
export const DEMO = {
  organizationId: '00000000-0000-4000-8000-000000000001',
  clientId: 'convenedemoclient000000001',
  email: 'member@example.com',
  password: 'Convene-demo-1',
};

/**
 * An InitiateAuth of the embedded identity provider (`body`: its AuthFlow and
 * AuthParameters): the AuthenticationResult, or an error naming the status and the answer.
 */
export async function initiateAuth(server, body, clientId = DEMO.clientId) {
  const response = await fetch(`${server.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({ ClientId: clientId, ...body }),
  });
  const answer = await response.json();
  const result = answer?.AuthenticationResult;
  if (!result?.AccessToken)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(answer)}`);
  return result;
}

/** Signs in through the embedded identity provider and returns the access token. */
export async function signIn(server, { clientId, email, password } = DEMO) {
  const result = await initiateAuth(
    server,
    { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
    clientId,
  );
  return result.AccessToken;
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
