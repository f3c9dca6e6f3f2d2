/** The files the build writes that a process runs, relative to the repository (dist/server/<name>.cjs, dist/scripts/<name>.cjs). */
export function outputs(): string[];
