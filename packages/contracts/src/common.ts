import { z } from 'zod';
// Installs the generic §5 messages before any schema here is used.
import './generic-messages';

/** Every id on the wire is a positive integer (§5); queries arrive as strings and are coerced. */
export const Id = z.number().int().positive();
export const IdParam = z.coerce.number().int().positive();

/** The one error shape every non-auth /_api call answers with on failure. */
export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Login and register answer errors with `message` (§7). */
export const AuthErrorResponse = z.object({ message: z.string() });

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const IsoDate = z.string().datetime({ offset: true });

/**
 * A numeric query parameter: the URL's text (or a number the client passes) coerced to a number.
 * Checking for a string or number first keeps the client's input type useful (z.coerce alone
 * types it unknown) and lets a missing parameter read "Required" rather than "Invalid input".
 */
const numericParam = <T extends z.ZodType<number, string | number>>(rule: T) =>
  z.union([z.string(), z.number()]).pipe(rule);

export const QueryId = numericParam(z.coerce.number<string | number>().int().positive());

/** Pages count from 1; a page holds 1-100 items (§5 content history). */
export const QueryPage = numericParam(z.coerce.number<string | number>().int().positive());
export const QueryLimit = numericParam(z.coerce.number<string | number>().int().min(1).max(100));
/** A league day: day 1 begins at the league's start (the bound only keeps absurd numbers out). */
export const QueryDay = numericParam(z.coerce.number<string | number>().int().positive().max(100_000));
/** An hour of a league day: 0 is the hour that begins the day, 23 the one that ends it. */
export const QueryHour = numericParam(z.coerce.number<string | number>().int().min(0).max(23));
export const DEFAULT_PAGE_LIMIT = 20;

/** z.coerce.boolean would read "false" as true; this reads the words, or a real boolean. */
export const QueryFlag = z.union([z.boolean(), z.stringbool()]);

/** Opaque position in a newest-first list; only the server knows its inside. */
export const Cursor = z.string().min(1).max(200);

/** Every league-scoped call names its league in the query (§7). */
export const LeagueQuery = z.object({ leagueId: QueryId });
export type LeagueQuery = z.infer<typeof LeagueQuery>;
export const OptionalLeagueQuery = z.object({ leagueId: QueryId.optional() });
export type OptionalLeagueQuery = z.infer<typeof OptionalLeagueQuery>;

/**
 * Instants are Date objects once parsed. superjson carries Dates natively; an ISO-8601 text with
 * its offset is accepted too, so a plain-JSON body or a read model that stores text still parses.
 * Checking the input first keeps z.coerce.date from turning null, true or 0 into 1970.
 */
export const DateTime = z.union([z.date(), z.iso.datetime({ offset: true })]).pipe(z.coerce.date());

/**
 * An image the browser can show: an http(s) address or an inline data:image URL (locally generated
 * avatars). Other schemes (javascript:, file:) are refused.
 */
export const ImageUrl = z
  .url({ protocol: /^(https?|data)$/ })
  .max(200_000)
  // The scheme is case-insensitive: DATA:text/html must not pass for an image.
  .refine((url) => !/^data:/i.test(url) || /^data:image\//i.test(url));

/** Money, followers and energy handed out by challenges and milestones. */
export const Rewards = z.object({
  money: z.number().nonnegative(),
  followers: z.number().int().nonnegative(),
  energy: z.number().int().nonnegative(),
});
export type Rewards = z.infer<typeof Rewards>;

/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX = 254;
export const LONG_EMAIL_MESSAGE = `Email must be at most ${EMAIL_MAX} characters`;

/** An e-mail address as every form and call takes it: at most EMAIL_MAX characters, then valid. */
export const emailAddress = (invalidMessage: string) =>
  z.string({ error: invalidMessage }).trim().max(EMAIL_MAX, { message: LONG_EMAIL_MESSAGE }).pipe(z.email({ message: invalidMessage }));
