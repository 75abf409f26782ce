// A face for each mood value, drawn in SVG so that it looks the same on every system (emoji fonts
// differ, and some have none). Beside the number, never instead of it: hidden from assistive technology.
const MOUTHS = ['M8 17q4-4.2 8 0', 'M8.5 16.2q3.5-2 7 0', 'M8.5 15.5h7', 'M8.5 14.6q3.5 2.4 7 0', 'M7.8 14q4.2 4.6 8.4 0'] as const;

export function MoodFace({ value }: { value: number }) {
  return (
    <svg class={`face face-${value}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <circle class="face-eye" cx="9" cy="10" r="1.2" />
      <circle class="face-eye" cx="15" cy="10" r="1.2" />
      <path d={MOUTHS[value - 1]} />
    </svg>
  );
}
