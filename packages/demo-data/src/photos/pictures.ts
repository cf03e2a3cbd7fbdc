import type { Picture } from '../catalog/items.js';

/**
 * Simple drawings (SVG on a 640 × 480 canvas, centred around 320 × 210) of what each leaf offers.
 * `c` is the item's colour, `d` a darker shade for outlines and details.
 */
export function drawing(picture: Picture, c: string, d: string): string {
  switch (picture) {
    case 'phone':
      return `<rect x="250" y="60" width="140" height="280" rx="22" fill="${d}"/><rect x="262" y="84" width="116" height="228" rx="6" fill="${c}"/><circle cx="320" cy="326" r="7" fill="#fff" opacity="0.6"/>`;
    case 'laptop':
      return `<rect x="190" y="90" width="260" height="170" rx="10" fill="${d}"/><rect x="204" y="104" width="232" height="142" fill="${c}"/><path d="M150 262 H490 L470 300 H170 Z" fill="${d}"/>`;
    case 'monitor':
      return `<rect x="160" y="70" width="320" height="200" rx="10" fill="${d}"/><rect x="174" y="84" width="292" height="172" fill="${c}"/><rect x="305" y="270" width="30" height="40" fill="${d}"/><rect x="250" y="306" width="140" height="14" rx="6" fill="${d}"/>`;
    case 'tv':
      return `<rect x="120" y="70" width="400" height="240" rx="8" fill="${d}"/><rect x="132" y="82" width="376" height="216" fill="${c}"/><path d="M260 310 L240 340 M380 310 L400 340" stroke="${d}" stroke-width="10"/>`;
    case 'headphones':
      return `<path d="M210 230 V190 A110 110 0 0 1 430 190 V230" fill="none" stroke="${d}" stroke-width="22"/><rect x="186" y="210" width="60" height="100" rx="24" fill="${c}"/><rect x="394" y="210" width="60" height="100" rx="24" fill="${c}"/>`;
    case 'speaker':
      return `<rect x="220" y="60" width="200" height="290" rx="30" fill="${d}"/><circle cx="320" cy="140" r="46" fill="${c}"/><circle cx="320" cy="262" r="62" fill="${c}"/><circle cx="320" cy="262" r="22" fill="${d}"/>`;
    case 'gamepad':
      return `<path d="M190 150 H450 A70 70 0 0 1 480 290 L440 300 L400 250 H240 L200 300 L160 290 A70 70 0 0 1 190 150 Z" fill="${d}"/><rect x="222" y="190" width="50" height="16" fill="${c}"/><rect x="239" y="173" width="16" height="50" fill="${c}"/><circle cx="402" cy="182" r="11" fill="${c}"/><circle cx="426" cy="206" r="11" fill="${c}"/>`;
    case 'sofa':
      return `<rect x="150" y="120" width="340" height="120" rx="24" fill="${d}"/><rect x="120" y="180" width="400" height="100" rx="26" fill="${c}"/><rect x="110" y="160" width="60" height="130" rx="22" fill="${d}"/><rect x="470" y="160" width="60" height="130" rx="22" fill="${d}"/><rect x="150" y="290" width="16" height="30" fill="${d}"/><rect x="474" y="290" width="16" height="30" fill="${d}"/>`;
    case 'table':
      return `<rect x="130" y="150" width="380" height="28" rx="6" fill="${c}"/><rect x="160" y="178" width="22" height="160" fill="${d}"/><rect x="458" y="178" width="22" height="160" fill="${d}"/>`;
    case 'chair':
      return `<rect x="250" y="60" width="140" height="150" rx="16" fill="${c}"/><rect x="230" y="200" width="180" height="36" rx="10" fill="${d}"/><rect x="246" y="236" width="16" height="110" fill="${d}"/><rect x="378" y="236" width="16" height="110" fill="${d}"/>`;
    case 'wardrobe':
      return `<rect x="200" y="50" width="240" height="300" rx="6" fill="${c}"/><line x1="320" y1="50" x2="320" y2="350" stroke="${d}" stroke-width="6"/><circle cx="305" cy="200" r="7" fill="${d}"/><circle cx="335" cy="200" r="7" fill="${d}"/>`;
    case 'bed':
      return `<rect x="120" y="130" width="40" height="200" rx="8" fill="${d}"/><rect x="150" y="210" width="360" height="80" rx="10" fill="${c}"/><rect x="170" y="180" width="90" height="40" rx="14" fill="#fff" opacity="0.8"/><rect x="500" y="200" width="24" height="130" rx="6" fill="${d}"/>`;
    case 'appliance':
      return `<rect x="220" y="50" width="200" height="300" rx="14" fill="#f4f4f4" stroke="${d}" stroke-width="8"/><rect x="220" y="50" width="200" height="60" rx="14" fill="${c}"/><circle cx="320" cy="230" r="76" fill="${d}" opacity="0.25"/><circle cx="320" cy="230" r="54" fill="${c}"/>`;
    case 'tool':
      return `<rect x="150" y="170" width="230" height="80" rx="20" fill="${c}"/><rect x="380" y="190" width="130" height="40" rx="8" fill="#bbb"/><path d="M200 170 Q230 110 300 130 L300 170" fill="none" stroke="${d}" stroke-width="16"/>`;
    case 'car':
      return `<path d="M110 250 L150 180 Q170 150 220 150 H400 Q450 150 480 190 L530 250 V290 H110 Z" fill="${c}"/><path d="M190 195 L215 165 H300 V195 Z M320 195 V165 H400 L430 195 Z" fill="#fff" opacity="0.7"/><circle cx="200" cy="290" r="36" fill="${d}"/><circle cx="440" cy="290" r="36" fill="${d}"/>`;
    case 'bicycle':
      return `<circle cx="200" cy="250" r="80" fill="none" stroke="${d}" stroke-width="12"/><circle cx="440" cy="250" r="80" fill="none" stroke="${d}" stroke-width="12"/><path d="M200 250 L280 150 H410 L440 250 M280 150 L330 250 H200 M330 250 L410 150 M400 120 L410 150 M260 130 H310" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>`;
    case 'motorcycle':
      return `<circle cx="190" cy="270" r="62" fill="none" stroke="${d}" stroke-width="20"/><circle cx="450" cy="270" r="62" fill="none" stroke="${d}" stroke-width="20"/><path d="M190 270 L260 190 H370 L450 270 M370 190 L410 140" fill="none" stroke="${d}" stroke-width="12"/><path d="M250 200 Q300 150 360 180 L360 220 H260 Z" fill="${c}"/>`;
    case 'tyre':
      return `<circle cx="320" cy="210" r="150" fill="#2b2b2b"/><circle cx="320" cy="210" r="84" fill="${c}"/><circle cx="320" cy="210" r="26" fill="${d}"/>`;
    case 'building':
      return `<rect x="210" y="40" width="220" height="310" fill="${c}"/>${[0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((k) => `<rect x="${232 + k * 66}" y="${62 + r * 52}" width="44" height="34" fill="#fff" opacity="0.8"/>`).join('')).join('')}<rect x="295" y="310" width="50" height="40" fill="${d}"/>`;
    case 'house':
      return `<path d="M160 180 L320 60 L480 180 Z" fill="${d}"/><rect x="190" y="180" width="260" height="170" fill="${c}"/><rect x="295" y="260" width="50" height="90" fill="${d}"/><rect x="220" y="210" width="50" height="44" fill="#fff" opacity="0.8"/><rect x="370" y="210" width="50" height="44" fill="#fff" opacity="0.8"/>`;
    case 'garage':
      return `<path d="M150 140 L320 70 L490 140 V350 H150 Z" fill="${c}"/><rect x="200" y="180" width="240" height="170" fill="${d}"/>${[0, 1, 2, 3].map((k) => `<line x1="200" y1="${220 + k * 36}" x2="440" y2="${220 + k * 36}" stroke="#fff" stroke-width="4" opacity="0.5"/>`).join('')}`;
    case 'dress':
      return `<path d="M280 60 H360 L370 130 L450 340 H190 L270 130 Z" fill="${c}"/><rect x="270" y="126" width="100" height="14" fill="${d}"/>`;
    case 'shirt':
      return `<path d="M250 60 L170 100 L130 190 L190 210 L210 170 V350 H430 V170 L450 210 L510 190 L470 100 L390 60 Q320 100 250 60 Z" fill="${c}"/><line x1="320" y1="90" x2="320" y2="350" stroke="${d}" stroke-width="6"/>`;
    case 'shoe':
      return `<path d="M140 200 Q150 150 220 160 L300 200 Q360 230 470 240 Q520 250 510 300 H140 Z" fill="${c}"/><rect x="140" y="290" width="370" height="22" rx="8" fill="${d}"/>`;
    case 'watch':
      return `<rect x="285" y="40" width="70" height="340" rx="18" fill="${d}"/><circle cx="320" cy="210" r="92" fill="${d}"/><circle cx="320" cy="210" r="76" fill="#fafafa"/><path d="M320 210 V156 M320 210 L360 230" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`;
    case 'bag':
      return `<path d="M260 150 V120 A60 60 0 0 1 380 120 V150" fill="none" stroke="${d}" stroke-width="14"/><path d="M180 150 H460 L430 350 H210 Z" fill="${c}"/><rect x="300" y="190" width="40" height="24" rx="6" fill="${d}"/>`;
    case 'ring':
      return `<circle cx="320" cy="240" r="100" fill="none" stroke="${c}" stroke-width="26"/><path d="M290 140 L320 90 L350 140 L320 160 Z" fill="#e8f4ff" stroke="${d}" stroke-width="4"/>`;
    case 'pram':
      return `<path d="M170 160 A150 150 0 0 0 470 160 Z" fill="${c}"/><path d="M170 160 A150 150 0 0 1 320 40 V160 Z" fill="${d}"/><path d="M470 160 L520 110" stroke="${d}" stroke-width="12"/><circle cx="220" cy="330" r="30" fill="${d}"/><circle cx="420" cy="330" r="30" fill="${d}"/>`;
    case 'toy':
      return `<rect x="170" y="170" width="300" height="150" rx="10" fill="${c}"/>${[0, 1, 2, 3].map((k) => `<rect x="${190 + k * 72}" y="140" width="44" height="34" rx="6" fill="${c}" stroke="${d}" stroke-width="4"/>`).join('')}<rect x="250" y="90" width="140" height="80" rx="8" fill="${d}"/>`;
    case 'ball':
      return `<circle cx="320" cy="210" r="140" fill="${c}"/><path d="M180 210 H460 M320 70 V350 M220 110 Q320 210 220 310 M420 110 Q320 210 420 310" fill="none" stroke="${d}" stroke-width="8"/>`;
    case 'guitar':
      return `<circle cx="260" cy="280" r="80" fill="${c}"/><circle cx="330" cy="210" r="62" fill="${c}"/><circle cx="280" cy="260" r="22" fill="${d}"/><rect x="340" y="60" width="26" height="190" fill="${d}" transform="rotate(40 353 155)"/>`;
    case 'book':
      return `<rect x="190" y="70" width="260" height="290" rx="8" fill="${c}"/><rect x="190" y="70" width="30" height="290" fill="${d}"/><rect x="250" y="120" width="160" height="20" fill="#fff" opacity="0.8"/><rect x="250" y="160" width="120" height="14" fill="#fff" opacity="0.6"/>`;
    case 'record':
      return `<rect x="140" y="40" width="320" height="320" fill="${c}"/><circle cx="360" cy="200" r="150" fill="#1d1d1d"/><circle cx="360" cy="200" r="50" fill="${d}"/><circle cx="360" cy="200" r="8" fill="#eee"/>`;
    case 'coin':
      return `<circle cx="270" cy="220" r="110" fill="${c}" stroke="${d}" stroke-width="12"/><circle cx="400" cy="190" r="90" fill="${c}" stroke="${d}" stroke-width="10" opacity="0.9"/>`;
    case 'wrench':
      return `<path d="M200 320 L380 140" stroke="${d}" stroke-width="40" stroke-linecap="round"/><circle cx="400" cy="120" r="60" fill="${d}"/><circle cx="420" cy="100" r="30" fill="${c}"/>`;
    case 'lesson':
      return `<rect x="150" y="70" width="340" height="220" rx="8" fill="#2f4f3f" stroke="${d}" stroke-width="14"/><path d="M190 140 H340 M190 190 H410 M190 240 H300" stroke="#fff" stroke-width="8" opacity="0.8"/><rect x="300" y="290" width="40" height="60" fill="${d}"/>`;
  }
}
