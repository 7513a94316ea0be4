// Surveys and support (issue 18): a member answers a survey one section at a time, reloads
// and finds her answer, is told which required answer is missing, and submits; then she
// sends a support request from the help centre and finds it in My requests (her support tickets).
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

test('a support request is sent from the help centre and shows in My requests', async () => {
  const request = `The map of the harbour meetup does not load (${Date.now().toString(36)})`;
  await page.goto('/support');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
  await page.getByLabel('What is it about?').selectOption('bug');
  assert.equal(await page.getByLabel('Your email').inputValue(), 'member@example.com');
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
