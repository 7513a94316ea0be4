// Surveys and support: a member answers a survey one section at a time, reloads
// and finds her answer, is told which required answer is missing, and submits; then she
// sends a support request from the help centre and finds it in My requests (her support tickets).
// The administrator builds a survey in the survey builder, the member answers it, the
// administrator reads its counts, is refused a change of its questions, and deletes it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

let browser;
let page;
let survey;

before(async () => {
  browser = await launch();
  // A survey of its own for each run, built by the demo's administrator.
  const host = await demoToken('host@example.com');
  survey = await demoApi(host, 'POST', '/surveys', {
    survey: {
      name: `Harbour meetup feedback ${Date.now().toString(36)}`,
      sections: [
        {
          name: 'The meetup',
          questions: [
            { type: 'number', name: 'Your rating', required: true, min: '1', max: '5' },
            { type: 'text', name: 'One word for it' },
          ],
        },
        {
          name: 'Next time',
          questions: [
            {
              type: 'radio',
              name: 'Best time of day',
              required: true,
              choices: [{ value: 'Morning' }, { value: 'Evening' }],
            },
          ],
        },
      ],
    },
  });
  page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

/** The next saved answer (the player saves as the member goes). */
function answerSaved() {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      /\/api\/surveys\/[^/]+\/submissions\/[^/]+\/questions\//.test(response.url()) &&
      response.ok(),
  );
}

test('a survey: an answer survives a reload, a missing required answer is named, then it is submitted', async () => {
  await page.goto(`/surveys/${survey.slug}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: survey.name }).waitFor();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await page.getByText('Section 1 of 2').waitFor();
  await expectAccessible(page, 'survey player');
  await screenshots(page, 'survey-player');

  const saved = answerSaved();
  await page.getByLabel('Your rating').fill('4');
  await saved;

  await page.reload();
  await hydrated(page);
  await page.getByText('Section 1 of 2').waitFor();
  assert.equal(await page.getByLabel('Your rating').inputValue(), '4');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Next time' }).waitFor();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Best time of day is required' })
    .first()
    .waitFor();

  const picked = answerSaved();
  await page.getByRole('radio', { name: 'Evening' }).check();
  await picked;
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByTestId('survey-thanks').getByText('Thank you!').waitFor();

  // Frozen: reloading shows the thanks, not the questions.
  await page.reload();
  await hydrated(page);
  await page.getByTestId('survey-thanks').waitFor();
});

test('an administrator builds a survey, a member answers it, the administrator reads the counts', async () => {
  const name = `Open day survey ${Date.now().toString(36)}`;
  const host = await newPage(browser);
  await signIn(host, { email: 'host@example.com', password: DEMO_PASSWORD });
  await host.goto('/admin/surveys');
  await hydrated(host);
  await host.getByRole('link', { name: 'New survey' }).click();
  await host.getByRole('heading', { level: 1, name: 'New survey' }).waitFor();
  await host.getByLabel('Name of the survey').fill(name);
  await host.getByLabel('Sign-in required to answer').check();

  // Section 1: a required text question.
  await host.getByLabel('Name of section 1').fill('About you');
  await host.getByRole('button', { name: 'Add a question to About you' }).click();
  const newQuestion = host.getByRole('dialog', { name: 'New question' });
  let dialog = newQuestion;
  await dialog.getByLabel('Name', { exact: true }).fill('What brings you here?');
  await dialog.getByLabel('Required').check();
  await expectAccessible(host, 'survey question dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Section 2: a choice question, and a second question moved above it.
  await host.getByRole('button', { name: 'Add a section' }).click();
  await host.getByLabel('Name of section 2').fill('Your visit');
  await host.getByRole('button', { name: 'Add a question to Your visit' }).click();
  dialog = newQuestion;
  await dialog.getByLabel('Name', { exact: true }).waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill('How did you hear of us?');
  await dialog.getByLabel('Type').selectOption('radio');
  await dialog.getByRole('button', { name: 'Add a choice' }).click();
  await dialog.getByLabel('Choice 1', { exact: true }).fill('Friends');
  await dialog.getByRole('button', { name: 'Add a choice' }).click();
  await dialog.getByLabel('Choice 2', { exact: true }).fill('Newsletter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await host.getByRole('button', { name: 'Add a question to Your visit' }).click();
  dialog = newQuestion;
  await dialog.getByLabel('Name', { exact: true }).waitFor();
  await dialog.getByLabel('Name', { exact: true }).fill('Anything to add?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const visit = host.getByRole('list', { name: 'Questions of Your visit' });
  // Moved with its ↑ button, the keyboard's way (as in the host program spec).
  await visit.getByRole('button', { name: 'Move Anything to add? up' }).click();
  await host.waitForFunction(() => {
    const rows = [...document.querySelectorAll('[data-testid="builder-question"]')];
    return (
      rows
        .map((row) => row.textContent ?? '')
        .findIndex((text) => text.includes('Anything to add?')) === 1
    );
  });
  await expectAccessible(host, 'survey builder');
  await screenshots(host, 'survey-builder');

  await host.getByRole('button', { name: 'Publish the survey' }).click();
  await host.waitForURL(/\/admin\/surveys\/[^/]+$/);
  await host.getByRole('heading', { level: 1, name }).waitFor();
  const href = await host
    .getByRole('link', { name: `Open the survey ${name}` })
    .getAttribute('href');
  assert.ok(href);

  // The member answers it.
  await page.goto(href);
  await hydrated(page);
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await page.getByText('Section 1 of 2').waitFor();
  const saved = answerSaved();
  await page.getByLabel('What brings you here?').fill('The harbour walk');
  await saved;
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Your visit' }).waitFor();
  const picked = answerSaved();
  await page.getByRole('radio', { name: 'Friends' }).check();
  await picked;
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await page.getByTestId('survey-thanks').waitFor();

  // The administrator reads the counts.
  await host.reload();
  await hydrated(host);
  await host.getByText('1 submission', { exact: false }).first().waitFor();
  const friends = host.getByTestId('result-choice').filter({ hasText: 'Friends' });
  await friends.getByText('1 (100%)').waitFor();
  const newsletter = host.getByTestId('result-choice').filter({ hasText: 'Newsletter' });
  await newsletter.getByText('0 (0%)').waitFor();

  // Answered: a change of its questions is refused with the server's message.
  await host.goto(host.url() + '/edit');
  await hydrated(host);
  await host.getByText('People have started answering this survey').waitFor();
  await host.getByRole('button', { name: 'Delete Anything to add?' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await host.getByRole('button', { name: 'Save the survey' }).click();
  await host
    .getByRole('alert')
    .filter({ hasText: 'This survey has answers: its sections and questions can no longer change' })
    .first()
    .waitFor();

  // Deleted, asked first.
  await host.goto('/admin/surveys');
  await hydrated(host);
  await host.getByRole('button', { name: `Delete ${name}` }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await host.getByRole('link', { name: `Open the survey ${name}` }).waitFor({ state: 'detached' });
  assert.deepEqual(host.errors, []);
  await host.context().close();
});

test('a support request is sent from the help centre and shows in My requests', async () => {
  const request = `The map of the harbour meetup does not load (${Date.now().toString(36)})`;
  await page.goto('/support');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
  await page.getByLabel('What is it about?').selectOption('bug');
  // The member's address fills in once her account is read.
  const email = page.getByLabel('Your email');
  await page.waitForFunction((input) => input.value !== '', await email.elementHandle());
  assert.equal(await email.inputValue(), 'member@example.com');
  await page.getByLabel('How can we help?').fill(request);
  await expectAccessible(page, 'help centre');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByTestId('ticket-sent').waitFor();

  await page.getByRole('link', { name: 'My requests' }).first().click();
  await page.waitForURL(/\/support\/tickets$/);
  const ticket = page.getByTestId('my-ticket').filter({ hasText: request });
  await ticket.waitFor();
  await ticket.getByText('New').waitFor();
  await expectAccessible(page, 'my tickets');
  await ticket.getByRole('link', { name: 'A bug' }).click();
  await page.getByText(request).waitFor();
  await page.getByText('No replies yet').waitFor();
});
