import {
  checkboxValues,
  type CartPackage,
  type CartPass,
  type Registration,
  type RegistrationPass,
  type RegistrationQuestion,
} from '@convene/contract';

/*
 * What the registration steps send, built from what the cart holds: passes already in it
 * keep their ids (so their add-ons, rooms and answers stay), new ones get none.
 */

export type Counts = Record<string, number>;

/** How many passes of each pass type the cart holds outside packages, and of each package. */
export function cartCounts(registration: Registration): { passes: Counts; packages: Counts } {
  const passes: Counts = {};
  const packages: Counts = {};
  const inPackage = new Set(registration.packages.flatMap((item) => item.passes));
  for (const pass of registration.passes) {
    if (inPackage.has(pass.id) || pass.packageId) continue;
    passes[pass.ticketId] = (passes[pass.ticketId] ?? 0) + 1;
  }
  for (const item of registration.packages)
    packages[item.packageId] = (packages[item.packageId] ?? 0) + 1;
  return { passes, packages };
}

/** `POST …/registration/passes`: the whole set, keeping the ids of what stays. */
export function passesBody(
  registration: Registration,
  passCounts: Counts,
  packageCounts: Counts,
): { passes: CartPass[]; packages: CartPackage[] } {
  const inPackage = new Set(registration.packages.flatMap((item) => item.passes));
  const loose = registration.passes.filter((pass) => !inPackage.has(pass.id) && !pass.packageId);
  const passes: CartPass[] = [];
  const packages: CartPackage[] = [];
  for (const [ticketId, count] of Object.entries(passCounts)) {
    const kept = loose.filter((pass) => pass.ticketId === ticketId);
    for (let index = 0; index < count; index += 1) {
      const pass = kept[index];
      passes.push(pass ? { id: pass.id, ticketId } : { ticketId });
    }
  }
  for (const [packageId, count] of Object.entries(packageCounts)) {
    const kept = registration.packages.filter((item) => item.packageId === packageId);
    for (let index = 0; index < count; index += 1) {
      const item = kept[index];
      if (!item) {
        packages.push({ packageId });
        continue;
      }
      packages.push({ id: item.id, packageId });
      for (const pass of registration.passes.filter((pass) => item.passes.includes(pass.id)))
        passes.push({ id: pass.id, ticketId: pass.ticketId, packageId: item.id });
    }
  }
  return { passes, packages };
}

/** "Pass 2 · General admission": how a pass is named in the steps. */
export function passOrdinal(registration: Registration, pass: RegistrationPass): number {
  return registration.passes.findIndex((item) => item.id === pass.id) + 1;
}

/** The values of the choices an answer holds (select, radio, checkbox). */
function chosenValues(question: RegistrationQuestion, value: string): string[] {
  if (question.type === 'checkbox') return checkboxValues(value);
  return value ? [value] : [];
}

/** The questions shown: each one, then the sub-questions its chosen answers open (recursively). */
export function visibleQuestions(
  questions: readonly RegistrationQuestion[],
  answers: Record<string, string>,
): RegistrationQuestion[] {
  return questions.flatMap((question) => {
    const chosen = chosenValues(question, answers[question.id] ?? '');
    const opened = question.choices
      .filter((choice) => chosen.includes(choice.value))
      .flatMap((choice) => choice.subQuestions);
    return [question, ...visibleQuestions(opened, answers)];
  });
}

/** Where an answer's error shows: the field the server names (`passes.{pid}.questions.{qid}`). */
export function answerField(passId: string, questionId: string): string {
  return `passes.${passId}.questions.${questionId}`;
}
