import * as v from 'valibot';
import { jsonObject } from './safe';
import { JOB_TYPES, JobTypeSchema, type JobType } from './job';
import { endpoint, SIGNED_IN_ERRORS } from './endpoint';

/**
 * The personality quiz of /personality/result: five questions, four answers each; every answer
 * leans to one job type. The job with most answers wins; a tie goes to the type answered first.
 * Question and answer texts live in mf-profile's i18n (en, vn) under these ids.
 */
export const PERSONALITY_QUESTIONS = [
  {
    id: 'newWorld',
    // "You enter a new game world. First you…"
    answers: { map: 'explorer', boss: 'battle_master', plan: 'tactician', rare: 'hunter' },
  },
  {
    id: 'freeEvening',
    // "A free evening in game: you…"
    answers: { wander: 'wanderer', raid: 'battle_master', collect: 'hunter', theory: 'tactician' },
  },
  {
    id: 'teamRole',
    // "In a team you are the one who…"
    answers: { scout: 'explorer', lead: 'tactician', frontline: 'battle_master', loot: 'hunter' },
  },
  {
    id: 'reward',
    // "The reward you enjoy most…"
    answers: { secret: 'explorer', trophy: 'hunter', rank: 'battle_master', story: 'wanderer' },
  },
  {
    id: 'pace',
    // "Your pace of play…"
    answers: { steady: 'tactician', spontaneous: 'wanderer', intense: 'battle_master', curious: 'explorer' },
  },
] as const satisfies readonly { id: string; answers: Record<string, JobType> }[];

export type PersonalityQuestion = (typeof PERSONALITY_QUESTIONS)[number];
export type PersonalityQuestionId = PersonalityQuestion['id'];

/** Answers keyed by question id, each an answer id of that question. */
export const PersonalityAnswersSchema = jsonObject({
  answers: v.pipe(
    v.record(v.string(), v.string()),
    v.check(
      (answers) =>
        PERSONALITY_QUESTIONS.every((question) => {
          const answer = answers[question.id];
          return answer !== undefined && Object.hasOwn(question.answers, answer);
        }) && Object.keys(answers).length === PERSONALITY_QUESTIONS.length,
      'answer every question with one of its answers',
    ),
  ),
});
export type PersonalityAnswers = v.InferOutput<typeof PersonalityAnswersSchema>;

export const PersonalityResultSchema = jsonObject({ job: JobTypeSchema });

/** The job the answers point to (most answers; ties to the type that was answered first). */
export function personalityJob(answers: Record<string, string>): JobType {
  const counts = new Map<JobType, number>();
  const firstSeen: JobType[] = [];
  for (const question of PERSONALITY_QUESTIONS) {
    const answer = answers[question.id] as keyof typeof question.answers | undefined;
    const job = answer ? (question.answers as Record<string, JobType>)[answer] : undefined;
    if (!job) continue;
    counts.set(job, (counts.get(job) ?? 0) + 1);
    if (!firstSeen.includes(job)) firstSeen.push(job);
  }
  let best: JobType = JOB_TYPES[JOB_TYPES.length - 1]!;
  let bestCount = 0;
  for (const job of firstSeen) {
    const count = counts.get(job) ?? 0;
    if (count > bestCount) [best, bestCount] = [job, count];
  }
  return best;
}

/** The personality quiz of the profile (000 §10). */
export const personalityEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/private/personality',
    summary:
      'Personality quiz: the answers decide the job (explorer, hunter, battle_master, tactician, wanderer)',
    tags: ['profiles'],
    body: PersonalityAnswersSchema,
    response: PersonalityResultSchema,
    errors: SIGNED_IN_ERRORS,
  }),
};
