/**
 * What the built site shows by default, read from the data the build compiled: for tests whose
 * point is "the newest", not the figure of one year.
 */
import { loadProjectionRounds, loadSubmissions } from '@/lib/compile/load/load';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { ProjectionRoundInfo } from '@/lib/model/projection-round';

/** The newest inventory submission (its id, first and last year). */
export function newestSubmission(): SubmissionInfo {
  const newest = loadSubmissions('en')[0];
  if (!newest) throw new Error('No inventory submission compiled: run npm run build');
  return newest;
}

/** The newest projection round (its id, first and last year). */
export function newestRound(): ProjectionRoundInfo {
  const newest = loadProjectionRounds('en')[0];
  if (!newest) throw new Error('No projection round compiled: run npm run build');
  return newest;
}
