// The time zones the browser knows, for a select; the current value is kept even if the list lacks it.
import type { Option } from './form.tsx';

let zones: string[] | null = null;

export function timeZoneOptions(current: string): Option[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const list = zones.includes(current) || !current ? zones : [current, ...zones];
  return list.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
