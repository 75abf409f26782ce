// The wellbeing alert's words (decisions §6): who, how serious, and where to look — never what
// the person wrote, noted or rated, which stays inside the service for those allowed to see it.
import type { Severity } from './schemas.ts';

export function alertText(name: string, severity: Severity, link: string): string {
  return `Wellbeing alert (${severity}): ${name} may need support. Please look at the flag: ${link}`;
}
