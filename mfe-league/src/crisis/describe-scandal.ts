import {
  NO_SCANDAL_RESPONSE_LABEL,
  SCANDAL_DESCRIPTION_PREVIEW_LENGTH,
  SCANDAL_RESPONSE_LABELS,
  type ScandalResponseOption,
} from '@il/contracts';

/** §2: apologize = Apologized, double_down = Doubled Down, ignore = Ignored, otherwise No Response. */
export function responseLabel(response: ScandalResponseOption | null): string {
  return response ? SCANDAL_RESPONSE_LABELS[response] : NO_SCANDAL_RESPONSE_LABEL;
}

/** §9: a history description shows its first 120 characters until the player asks for more. */
export function isLongDescription(description: string): boolean {
  return description.length > SCANDAL_DESCRIPTION_PREVIEW_LENGTH;
}

export function truncateDescription(description: string): string {
  return isLongDescription(description) ? `${description.slice(0, SCANDAL_DESCRIPTION_PREVIEW_LENGTH).trimEnd()}...` : description;
}
