export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className="il-spinner" role="status" aria-label={label}>
      <span className="il-visually-hidden">{label}</span>
    </span>
  );
}
