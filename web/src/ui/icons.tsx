// Line icons drawn in SVG; always beside a text label, so hidden from assistive technology.
const PATHS = {
  chat: 'M4 5h16v10H9l-5 4z',
  tasks: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  mood: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14c1 1.6 2.3 2.4 4 2.4s3-.8 4-2.4M9 9.5h.01M15 9.5h.01',
  analytics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c.7-3 3-4.5 6-4.5s5.3 1.5 6 4.5M16 11a2.5 2.5 0 1 0 0-5M17.5 14.5c2 .4 3.2 1.9 3.5 4.5',
  wellbeing: 'M12 20s-7-4.3-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.7-7 10-7 10z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.2-6 8-6s7 2 8 6',
  send: 'M4 12l16-8-6 16-3-7z',
  check: 'M5 12l5 5 9-10',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  clients: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.8-3.4 3.3-5 6.5-5s5.7 1.6 6.5 5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 15c2 .6 3.2 2.2 3.5 5',
  history: 'M12 21a9 9 0 1 0-9-9M3 12V7M3 12h5M12 7v5l3 2',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M16 5v4M8 15v4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
