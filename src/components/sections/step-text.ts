/** A "Name: detail" step from content, split at the first ": ". */
export interface StepText {
  /** Text before the first ": " (absent when the step has no name). */
  name?: string;
  detail: string;
}

export function splitStep(step: string): StepText {
  const at = step.indexOf(': ');
  if (at <= 0) return { detail: step.trim() };
  return { name: step.slice(0, at).trim(), detail: step.slice(at + 2).trim() };
}
