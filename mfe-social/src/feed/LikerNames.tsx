/** Names shown before the rest are summed up, so a popular post keeps a one-line footer. */
export const LIKERS_SHOWN = 3;

export function LikerNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <p className="social-post__likers social-post__likers--none">No likes yet</p>;
  const shown = names.slice(0, LIKERS_SHOWN);
  const rest = names.length - shown.length;
  return (
    <p className="social-post__likers" title={rest > 0 ? names.join(', ') : undefined}>
      Liked by <strong>{shown.join(', ')}</strong>
      {rest > 0 && ` and ${rest} more`}
    </p>
  );
}
