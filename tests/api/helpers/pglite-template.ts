/**
 * A PGlite data directory copied from the run's migrated template (tests/api/global-setup.ts).
 *
 * Why the system's `cp` rather than Node's `fs.cp`: a data directory is about a thousand small files,
 * and `fs.cp` walks them in JavaScript (an lstat, a copyFile and a chmod each, through the thread
 * pool): 0.8 CPU-seconds a copy on a quiet 2-core host against 0.15 s for `cp -R`, and the API layer
 * makes about fifty copies (profiled: 39 of its test workers' busy seconds were that walk).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Fills `dir` with a copy of the migrated template's files (made when it does not exist yet). */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  // `<template>/.` copies what the template holds, not the directory itself (POSIX cp).
  await run('cp', ['-R', `${inject('pgliteTemplateDir')}/.`, dir]);
}
