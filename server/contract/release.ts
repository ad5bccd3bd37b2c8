/**
 * Release contract (issue 5; SPEC §3 App info, §4 Version): the ops endpoint that sets the
 * released webVersion and the minimum native app versions. Pure zod.
 */
import { z } from './schema-kit.js';

/** Semantic version x.y.z (digits only, no pre-release tags: clients compare for equality). */
export const semverSchema = z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, '버전은 2.22.0 같은 x.y.z 형식이어야 해요');

export const releaseBodySchema = z
  .object({ webVersion: semverSchema.optional(), androidMinVersion: semverSchema.optional(), iOSMinVersion: semverSchema.optional() })
  .refine((b) => b.webVersion || b.androidMinVersion || b.iOSMinVersion, { message: 'webVersion, androidMinVersion, iOSMinVersion 중 하나는 있어야 해요' });
export type ReleaseBody = z.infer<typeof releaseBodySchema>;

export const releaseSchema = z.object({ webVersion: z.string(), androidMinVersion: z.string(), iOSMinVersion: z.string(), updatedAt: z.string() });
export type Release = z.infer<typeof releaseSchema>;
