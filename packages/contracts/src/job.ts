import * as v from 'valibot';

/** Personality (job) types of 000 §3 and 001 §3. */
export const JOB_TYPES = ['explorer', 'hunter', 'battle_master', 'tactician', 'wanderer'] as const;
export const JobTypeSchema = v.picklist(
  JOB_TYPES,
  'job must be one of explorer, hunter, battle_master, tactician, wanderer',
);
export type JobType = v.InferOutput<typeof JobTypeSchema>;

/** Badge display names (001 §3). */
export const JOB_DISPLAY_NAMES: Record<JobType, string> = {
  explorer: 'EXPLORER',
  hunter: 'HUNTER',
  battle_master: 'BATTLE MASTER',
  tactician: 'TACTICIAN',
  wanderer: 'WANDERER',
};

/** An unknown type falls back to wanderer (001 §3). */
export const DEFAULT_JOB_TYPE: JobType = 'wanderer';
export const toJobType = (value: unknown): JobType =>
  (JOB_TYPES as readonly unknown[]).includes(value) ? (value as JobType) : DEFAULT_JOB_TYPE;
