// A walkthrough in French — sign-up → interests → post → group request →
// the moderator accepts — shows no English and no wrong state. Each screen is checked against
// the English catalogue (every message French words differently) and saved as screenshots
// (walkthrough-fr-*).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD, privateGroupWithPost } from '../lib/api.mjs';
import { newUser } from '../lib/auth.mjs';
import { hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';
import { englishMatchers, englishOn } from '../lib/english.mjs';
import { readCode } from '../lib/mail.mjs';

let browser;
let matchers;
let member;
let moderator;
let group;
const user = newUser('marie');
let step = 0;

/** No English on the screen, no browser error, and its screenshots. */
async function checkScreen(page, name) {
  await page.waitForLoadState('networkidle');
  const english = await englishOn(page, matchers);
  assert.deepEqual(english, [], `${name}: English on a French screen`);
  assert.deepEqual(page.errors, [], `${name}: browser errors`);
  step += 1;
  await screenshots(page, `walkthrough-fr-${String(step).padStart(2, '0')}-${name}`);
}

before(async () => {
  browser = await launch();
  matchers = await englishMatchers('fr');
  assert.ok(matchers.length > 300, 'the English catalogue is loaded');
  ({ group } = await privateGroupWithPost('Gardiens du phare'));
  member = await newPage(browser, { locale: 'fr-FR' });
  moderator = await newPage(browser, { locale: 'fr-FR' });
  // The check can fail: the same screen in English is caught.
  await member.goto('/auth/sign-up');
  await hydrated(member);
  const english = await englishOn(member, matchers);
  assert.ok(
    english.some((found) => found.startsWith('auth.signUp.submit:')),
    english.join('\n'),
  );
});

after(async () => {
  await browser?.close();
});

test('sign-up in French', async () => {
  await member.goto('/fr/auth/sign-up');
  await hydrated(member);
  await member.getByRole('heading', { level: 1, name: 'Rejoignez Harbor Commons' }).waitFor();
  await checkScreen(member, 'sign-up');
  await member.getByRole('button', { name: 'Créer le compte' }).click();
  await member.getByText('L’e-mail est obligatoire').waitFor();
  await checkScreen(member, 'sign-up-errors');

  await member.getByLabel('E-mail').fill(user.email);
  await member.getByLabel("Nom d'utilisateur").fill(user.username);
  await member.getByLabel('Mot de passe').fill(user.password);
  await member.getByRole('button', { name: 'Créer le compte' }).click();
  await member.waitForURL(/\/fr\/auth\/confirm\?email=/);
  await checkScreen(member, 'confirm');
  await member.getByLabel('Code de vérification').fill(await readCode(user.email));
  await member.getByRole('button', { name: 'Confirmer' }).click();
  await member.waitForURL((url) => url.pathname === '/fr/interests');
});

test('interests: five, no error before acting, never six', async () => {
  await member.getByRole('heading', { level: 1, name: 'Vos centres d’intérêt' }).waitFor();
  const count = member.getByTestId('interests-count');
  assert.equal((await count.innerText()).trim(), '0 sur 5 sélectionnés');
  assert.equal(await member.getByRole('alert').count(), 0);
  await checkScreen(member, 'interests');
  const chips = member.getByRole('list', { name: 'Centres d’intérêt' }).getByRole('button');
  for (let index = 0; index < 5; index += 1) await chips.nth(index).click();
  assert.equal((await count.innerText()).trim(), '5 sur 5 sélectionnés');
  assert.equal(await chips.nth(5).isDisabled(), true);
  await checkScreen(member, 'interests-chosen');
  await member.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await member.waitForURL((url) => url.pathname === '/fr/activities');
});

test('a first post', async () => {
  await member.getByRole('heading', { level: 1 }).first().waitFor();
  const message = `Bonjour à toutes et à tous ! Première publication ${Date.now()}`;
  await member.getByLabel('Rédiger une publication', { exact: true }).fill(message);
  await member.getByRole('button', { name: 'Publier', exact: true }).click();
  await member.getByRole('article').filter({ hasText: message }).first().waitFor();
  await checkScreen(member, 'posted');
});

test('asking to join a private group', async () => {
  await member.goto(`/fr/groups/${group.slug}`);
  await hydrated(member);
  await member.getByRole('heading', { level: 1, name: group.name }).waitFor();
  await checkScreen(member, 'group');
  await member.getByRole('button', { name: 'Demander à rejoindre' }).click();
  await member.getByText('Votre demande d’adhésion attend la réponse d’un modérateur.').waitFor();
  assert.equal(await member.getByTestId('membership').getAttribute('data-state'), 'requested');
  await checkScreen(member, 'group-requested');
});

test('the moderator is told, in French, and accepts', async () => {
  await moderator.goto('/fr/auth/sign-in');
  await hydrated(moderator);
  await moderator.getByLabel('E-mail').fill('host@example.com');
  await moderator.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await moderator.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await moderator.waitForURL((url) => !url.pathname.includes('/auth/'));

  // A typed /fr/… address is the moderator's choice for this visit, whatever his account says.
  await moderator.goto('/fr/notifications');
  await hydrated(moderator);
  await moderator.getByText(`${user.username} demande à rejoindre ${group.name}`).first().waitFor();
  await checkScreen(moderator, 'moderator-notified');

  await moderator.goto(`/fr/groups/${group.slug}?tab=requests`);
  await hydrated(moderator);
  const row = moderator.getByRole('listitem').filter({ hasText: user.username });
  await checkScreen(moderator, 'requests');
  await row.getByRole('button', { name: 'Accepter' }).click();
  await moderator.getByText('Aucune demande.').waitFor();
  await checkScreen(moderator, 'accepted');
  await moderator.getByRole('tab', { name: 'Membres' }).click();
  await moderator.getByRole('listitem').filter({ hasText: user.username }).first().waitFor();
  await checkScreen(moderator, 'members');
});

test('the new member is told, in French, and is a member', async () => {
  await member.goto('/fr/notifications');
  await hydrated(member);
  await member.getByText(`Votre demande pour rejoindre ${group.name} a été acceptée`).waitFor();
  await checkScreen(member, 'member-notified');
  await member.goto(`/fr/groups/${group.slug}`);
  await hydrated(member);
  await member.getByText('Vous êtes membre de ce groupe.').waitFor();
  assert.equal(await member.getByTestId('membership').getAttribute('data-state'), 'member');
  await checkScreen(member, 'member');
});
