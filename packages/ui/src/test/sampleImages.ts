// Offline, deterministic sample photos for stories: SVG data URLs (no network, no binaries).
const palettes = [
  ['#1b4b93', '#7ea5db'],
  ['#0a645c', '#8fd9cf'],
  ['#a61b1b', '#f3a5a5'],
  ['#8a5a00', '#f5cf7a'],
  ['#3b2a6b', '#b9a6ec'],
  ['#14202e', '#9aa9ba'],
] as const;

export function sampleImage(index: number, width = 800, height = 600): string {
  const [dark, light] = palettes[index % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
<rect width="400" height="300" fill="${light}"/>
<rect y="210" width="400" height="90" fill="${dark}" opacity="0.35"/>
<path d="M70 200 L105 150 Q115 135 135 135 L265 135 Q285 135 297 150 L335 200 L335 225 L70 225 Z" fill="${dark}"/>
<circle cx="130" cy="228" r="24" fill="#14202e"/><circle cx="280" cy="228" r="24" fill="#14202e"/>
<circle cx="130" cy="228" r="10" fill="#c9d2dc"/><circle cx="280" cy="228" r="10" fill="#c9d2dc"/>
<text x="24" y="50" font-family="sans-serif" font-size="36" font-weight="700" fill="${dark}">${index + 1}</text>
</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A File holding a sample photo, as if chosen in the file picker. */
export function sampleFile(index: number, name = `slika-${index + 1}.svg`): File {
  const svg = decodeURIComponent(sampleImage(index).split(',')[1]!);
  return new File([svg], name, { type: 'image/svg+xml' });
}
