import * as v from 'valibot';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(DATABASE_KINDS) });
export type Health = v.InferOutput<typeof HealthSchema>;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];
