import { z } from 'zod';

/**
 * What the shell tells the gateway about the slices it loads (not in the spec; docs/api.md,
 * "Additions"): each slice release loaded, refused or failed to load, and each render crash.
 */
export const SLICE_REPORTS_PATH = '/client/slice-reports';
export const SLICE_REPORT_KINDS = ['loaded', 'load-failed', 'refused', 'render-error'] as const;
export type SliceReportKind = (typeof SLICE_REPORT_KINDS)[number];

export const SliceReport = z
  .object({
    slice: z.enum(['mfe-league', 'mfe-studio', 'mfe-social']),
    /** The release's id; null when the slice is served from its build folder. */
    release: z.string().regex(/^[0-9a-f]{16}$/, 'A release is 16 hex digits').nullable(),
    kind: z.enum(SLICE_REPORT_KINDS),
    /** The error's message, cut to 300 characters. */
    message: z.string().max(300).optional(),
  })
  .strict();
export type SliceReport = z.infer<typeof SliceReport>;

export const SliceReportsRequest = z.object({ reports: z.array(SliceReport).min(1).max(10) }).strict();
export type SliceReportsRequest = z.infer<typeof SliceReportsRequest>;
